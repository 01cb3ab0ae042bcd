import type { NoteHeading } from '../demo-model/doc-page';

/** `Behaviour` → `notes-behaviour`: a heading a link or a contents list can name. */
export const noteGroupId = (heading: NoteHeading) => `notes-${heading.toLowerCase()}`;
