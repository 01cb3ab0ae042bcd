import { SquareArrowOutUpRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { AquilaThemeTokens } from 'aquila-ui/provider';
import { HighlightedCode } from '../../shared/HighlightedCode';
import { cssVariablesCode, providerCode } from './theme-code';
import { themeWorkspace } from './playground-files';

/** Starts a playground workspace from the theme, through the playground's own share link (its one encoder). */
function OpenThemeInPlayground({ tokens }: { tokens: AquilaThemeTokens }) {
  const navigate = useNavigate();
  const open = async () => {
    // The encoder loads with the click: reading the page costs nothing for it.
    const { workspacePath } = await import('../../workspace/links');
    navigate(workspacePath(themeWorkspace(tokens)));
  };
  return (
    <button type="button" className="text-button" onClick={() => void open()}>
      <SquareArrowOutUpRight aria-hidden size={14} /> Open in playground
    </button>
  );
}

/** The theme to take away: as `AquilaProvider` code, as CSS variables, or into the playground. */
export function ThemeExport({ tokens }: { tokens: AquilaThemeTokens }) {
  return (
    <section aria-labelledby="use-theme" className="theme-export">
      <h2 id="use-theme">Use this theme</h2>
      <p>Wrap your app, or any part of it, in the provider. Providers nest: the nearest one wins, token by token.</p>
      <HighlightedCode
        code={providerCode(tokens)}
        language="typescript"
        label="AquilaProvider code"
        copyLabel="Copy AquilaProvider code"
      />
      <p>Or set the same CSS variables in a stylesheet of your own; the hover and pressed shades are already worked out.</p>
      <HighlightedCode code={cssVariablesCode(tokens)} language="scss" label="CSS variables" copyLabel="Copy CSS variables" />
      <OpenThemeInPlayground tokens={tokens} />
    </section>
  );
}
