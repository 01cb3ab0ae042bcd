import type { DocPage } from '../../demo-model/doc-page';
import { noteGroupId } from '../note-group-id';

/** One entry of a page's contents: the id of the element it leads to, its text, and its depth. */
export interface ContentsEntry {
  id: string;
  label: string;
  /** 0 for a section, 1 for what is inside one (an example). */
  depth: 0 | 1;
}

/** The sections of a component page, its examples within Examples and its tables' and notes' headings within API, as the page renders them. */
export function pageContents(page: DocPage): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  if (page.whenToUse?.length) entries.push({ id: 'when-to-use', label: 'When To Use', depth: 0 });
  entries.push({ id: 'import', label: 'Import', depth: 0 });
  if (page.configurator) entries.push({ id: 'configure', label: 'Configure', depth: 0 });
  entries.push({ id: 'examples', label: 'Examples', depth: 0 });
  for (const demo of page.demos) entries.push({ id: demo.id, label: demo.title, depth: 1 });
  entries.push({ id: 'api', label: 'API', depth: 0 });
  if (page.keyboard?.length) entries.push({ id: 'keyboard', label: 'Keyboard', depth: 1 });
  for (const { heading } of page.notes ?? []) entries.push({ id: noteGroupId(heading), label: heading, depth: 1 });
  return entries;
}
