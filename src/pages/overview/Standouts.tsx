import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { COMPONENTS } from '../../data/components';
import { componentPath } from '../../data/routes';
import { CalendarPreview } from './CalendarPreview';
import { CropperPreview } from './CropperPreview';
import { DialogPreview } from './DialogPreview';
import { TablePreview } from './TablePreview';
import { HydrationBoundary } from '../../shared/HydrationBoundary';
import './Standouts.scss';
import './standout-previews.scss';

interface Standout {
  slug: string;
  line: string;
  Preview: ComponentType;
}

const STANDOUTS: Standout[] = [
  {
    slug: 'datepicker',
    line: 'A range in two typed fields or two clicks, on a calendar the keyboard can drive.',
    Preview: CalendarPreview,
  },
  { slug: 'table', line: 'A native table that sorts, pages, scrolls and resizes its columns.', Preview: TablePreview },
  { slug: 'dialog', line: 'Opened from code with useDialog; it holds focus, drags and resizes.', Preview: DialogPreview },
  {
    slug: 'image-cropper',
    line: 'Crops, zooms and rotates a picture by pointer, touch or keyboard, and hands back a file.',
    Preview: CropperPreview,
  },
];

/** A component's name as the component list has it. */
const titleOf = (slug: string) => COMPONENTS.find((entry) => entry.path === slug)?.title ?? slug;

/** The components that are hard to get right, each with a small preview and the way to its page. */
export function Standouts() {
  return (
    <section className="overview-section" aria-labelledby="standouts">
      <div className="overview-section__header">
        <h2 id="standouts">The hard parts, done</h2>
        <p>Four components that are hard to build well, ready to use: each keyboard-ready and themed like the rest.</p>
      </div>
      <ul className="standouts">
        {STANDOUTS.map(({ slug, line, Preview }) => (
          <li key={slug} className="standout">
            <div className="standout__preview">
              {/* Hydrated on its own, after the page: the page answers sooner. */}
              <HydrationBoundary>
                <Preview />
              </HydrationBoundary>
            </div>
            <h3 className="standout__title">
              <Link to={componentPath(slug)}>
                {titleOf(slug)}
                <ArrowRight aria-hidden size={16} />
              </Link>
            </h3>
            <p className="standout__line">{line}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
