import { HydrationBoundary } from '../../shared/HydrationBoundary';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { CATEGORIES, componentSlugs, GUIDES, MIGRATION, PLAYGROUND } from '../../data/routes';
import { AVAILABLE_PAGES } from '../../demo-model/pages';
import { HeroShowcase } from './HeroShowcase';
import './OverviewHero.scss';
import { CopyPageButton } from '../../docs/CopyPageButton';

/** The components a person can open: those with a page. */
const RELEASED = componentSlugs(AVAILABLE_PAGES).length;

/** The migration guide's part of the guides page, for people coming from the Angular original. */
const MIGRATION_PATH = MIGRATION.path;

/** The name, the pitch and the ways in, beside the library at work. */
export function OverviewHero() {
  return (
    <section className="overview-hero" aria-labelledby="overview-title">
      <div className="overview-hero__text">
        <h1 id="overview-title">Aquila UI</h1>
        <p className="overview-hero__pitch">
          {RELEASED} accessible React components, from a button to a range date picker and an image cropper, documented with live
          examples you can edit in the browser and share as a link.
        </p>
        <div className="overview-hero__actions">
          <Link to={CATEGORIES.path} className="overview-action overview-action--primary">
            Browse components <ArrowRight aria-hidden size={16} />
          </Link>
          <Link to={PLAYGROUND.path} className="overview-action">
            Open the playground
          </Link>
          <Link to={GUIDES.path} className="overview-action overview-action--quiet">
            Guides
          </Link>
        </div>
        <p className="overview-hero__migrate">
          Coming from ngx-eagle? <Link to={MIGRATION_PATH}>Read the migration guide</Link>
        </p>
        <CopyPageButton />
      </div>
      <HydrationBoundary>
        <HeroShowcase />
      </HydrationBoundary>
    </section>
  );
}
