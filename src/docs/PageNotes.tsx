import type { NoteGroup, NoteHeading } from '../demo-model/doc-page';
import { inlineCode } from './inline-code';
import './PageNotes.scss';

/** `Behaviour` → `notes-behaviour`: a heading a link or a contents list can name. */
export const noteGroupId = (heading: NoteHeading) => `notes-${heading.toLowerCase()}`;

/**
 * A page's notes at the end of its API section: a short list under each heading, so a reader finds the
 * accessibility or the styling notes without reading the rest. Code names in the texts are set as code.
 */
export function PageNotes({ groups }: { groups: readonly NoteGroup[] }) {
  return (
    <div className="page-notes">
      {groups.map(({ heading, items }) => (
        <div key={heading} className="page-notes__group">
          <h3 id={noteGroupId(heading)}>{heading}</h3>
          <ul className="page-notes__list">
            {items.map((item) => (
              <li key={item} className="component-page__note">
                {inlineCode(item)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
