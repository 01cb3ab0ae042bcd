import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SquarePen } from 'lucide-react';
import { HighlightedCode } from '../../shared/HighlightedCode';
import HeroExample from './HeroExample';
import { HERO_FILES, HERO_SOURCE } from './heroExampleFiles';
import './HeroShowcase.scss';

// The link's maker deflates the files, and brings the share codec with it: fetched when it is about to
// be used, it stays out of what the overview downloads to hydrate.
const loadLinks = () => import('../../workspace/links');

/**
 * The hero's example running beside its source, with the way into the playground: the example is
 * rendered ahead of time with the page, and the editor never loads here.
 */
export function HeroShowcase() {
  const navigate = useNavigate();
  const titleId = useId();
  const edit = async () => {
    const { workspacePath } = await loadLinks();
    navigate(workspacePath(HERO_FILES));
  };

  return (
    <section className="hero-showcase" aria-labelledby={titleId}>
      <div className="hero-showcase__bar">
        <span className="hero-showcase__dots" aria-hidden />
        <span id={titleId} className="hero-showcase__title">
          Live example
        </span>
      </div>
      <div className="hero-showcase__stage">
        <HeroExample />
      </div>
      <div className="hero-showcase__bar hero-showcase__bar--code">
        <span className="hero-showcase__file">App.tsx</span>
        <button
          type="button"
          className="hero-showcase__edit"
          onClick={edit}
          onPointerEnter={() => void loadLinks()}
          onFocus={() => void loadLinks()}
        >
          <SquarePen aria-hidden size={15} /> Edit this example
        </button>
      </div>
      <HighlightedCode code={HERO_SOURCE} language="typescript" label="Source of the live example, App.tsx" copyLabel="Copy App.tsx" />
    </section>
  );
}
