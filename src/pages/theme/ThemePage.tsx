import { Link, useLocation } from 'react-router-dom';
import { AquilaProvider } from 'aquila-ui/provider';
import { THEME, THEMING_GUIDE } from '../../data/routes';
import { choiceTokens } from './theme-choice';
import { ThemeControls } from './ThemeControls';
import { ThemeExport } from './ThemeExport';
import ThemeSample from './ThemeSample';
import { useThemeChoice } from './useThemeChoice';
import './ThemePage.scss';

/** The builder itself: the link's theme (and what was wrong with it), the controls, the live gallery, the code. */
function ThemeBuilder() {
  const { choice, problems, change } = useThemeChoice();
  const tokens = choiceTokens(choice);
  return (
    <>
      {problems.length > 0 && (
        <div className="theme-page__note" role="note" aria-label="About this link">
          <p>Part of this page’s link could not be used:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Controls and live components: no part of the page's text (its Markdown) */}
      <div className="theme-page__workbench" data-markdown-skip="">
        <ThemeControls choice={choice} onChange={change} />
        <section aria-labelledby="theme-preview" className="theme-page__preview">
          <h2 id="theme-preview">Preview</h2>
          <AquilaProvider theme={tokens}>
            <ThemeSample />
          </AquilaProvider>
        </section>
      </div>
      <ThemeExport tokens={tokens} />
    </>
  );
}

/** `/theme`: choose the theme's tokens, see real components take them, copy the result or open it in the playground. */
export function ThemePage() {
  // A navigation to this page (a link to another theme, Back) starts the builder afresh from its link;
  // the builder's own link updates replace the address without one.
  const { key } = useLocation();
  return (
    <article className="theme-page">
      <h1>{THEME.title}</h1>
      <p className="theme-page__lead">
        Pick a primary colour, a radius, a font and a density: the components below take them as you go, and the page’s link keeps them
        for sharing. <Link to={THEMING_GUIDE.path}>The theming guide</Link> explains each token.
      </p>
      <ThemeBuilder key={key} />
    </article>
  );
}
