import SAMPLE_SOURCE from './ThemeSample.tsx?raw';
import SAMPLE_STYLES from './ThemeSample.scss?raw';
import type { AquilaThemeTokens } from 'aquila-ui/provider';
import { ENTRY_FILE, type WorkspaceFiles } from '../../workspace/files';
import { PROVIDER_IMPORT, providerElement } from './theme-code';

/** The gallery's files in a workspace: the very module and stylesheet the page renders. */
export const SAMPLE_FILE = 'ThemeSample.tsx';
const SAMPLE_STYLES_FILE = 'ThemeSample.scss';

/**
 * A playground workspace of the theme: an `App.tsx` that wraps the page's gallery in
 * `<AquilaProvider theme={…}>`, written by the same function as the code the page copies.
 */
export function themeWorkspace(tokens: AquilaThemeTokens): WorkspaceFiles {
  const app = `${PROVIDER_IMPORT}
import ThemeSample from './ThemeSample';

export default function App() {
  return (
    ${providerElement(tokens, '<ThemeSample />', '    ')}
  );
}
`;
  return { [ENTRY_FILE]: app, [SAMPLE_FILE]: SAMPLE_SOURCE, [SAMPLE_STYLES_FILE]: SAMPLE_STYLES };
}
