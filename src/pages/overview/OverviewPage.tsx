import { CategoryGlance } from './CategoryGlance';
import { GetStarted } from './GetStarted';
import { OverviewHero } from './OverviewHero';
import { Reasons } from './Reasons';
import { Standouts } from './Standouts';
import './OverviewPage.scss';

/**
 * The front door: the library at work beside its code, the components that stand out, why to pick it,
 * every component by category, and how to start. Rendered ahead of time, so all of it paints at once.
 */
export function OverviewPage() {
  return (
    <div className="overview">
      <OverviewHero />
      <Standouts />
      <Reasons />
      <CategoryGlance />
      <GetStarted />
    </div>
  );
}
