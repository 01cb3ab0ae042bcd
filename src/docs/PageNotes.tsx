import type { NoteGroup } from '../demo-model/doc-page';
import { inlineCode } from './inline-code';
import { noteGroupId } from './note-group-id';
import './PageNotes.scss';

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
