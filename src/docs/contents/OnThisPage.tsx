import type { ContentsEntry } from './page-contents';
import { useScrollSpy } from './useScrollSpy';
import './OnThisPage.scss';

/** Below the navbar (45 px) and the section's bar (44 px), with some air: where reading happens. */
const READING_LINE = 120;

/**
 * "On this page": the page's sections and examples as links, the one being read marked
 * (`aria-current="location"`) as the reader scrolls. Plain links, so the keyboard and a screen reader
 * meet an ordinary list, and the browser's own fragment navigation does the scrolling.
 */
export function OnThisPage({ entries }: { entries: ContentsEntry[] }) {
  const current = useScrollSpy(
    entries.map((entry) => entry.id),
    READING_LINE,
  );
  return (
    <nav className="on-this-page" aria-labelledby="on-this-page-title">
      <p className="on-this-page__title" id="on-this-page-title">
        On this page
      </p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
