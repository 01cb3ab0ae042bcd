import extraFiles, { withoutStylesheet } from 'virtual:demo-extra-files';
import { demoEntry, demoStylesheet, describeFile, OUTPUT_TAB, PAGE_FILE, type DemoFile } from './files';

const unstyled = new Set(withoutStylesheet);

/** Whether the demo has a stylesheet of its own; one without has no SCSS tab and compiles with no styles. */
export const hasStylesheet = (demoId: string): boolean => !unstyled.has(demoId);

/** The demo's files in tab order: HTML, TS, its other TS files, SCSS (when it has a stylesheet). */
export function demoFileList(demoId: string): DemoFile[] {
  const names = [
    PAGE_FILE,
    demoEntry(demoId),
    ...(extraFiles[demoId] ?? []),
    ...(hasStylesheet(demoId) ? [demoStylesheet(demoId)] : []),
  ];
  return names.map(describeFile);
}

/**
 * The files a reader is shown: the demo's code. The page a demo mounts into is the same for every demo,
 * so it is left to edit mode, where it is a file one can change.
 */
export const codeFiles = (demoId: string): DemoFile[] => demoFileList(demoId).filter((file) => file.key !== PAGE_FILE);

/** The tabs of read mode's source panel: what the example renders, then its code. */
export const readingTabs = (demoId: string): DemoFile[] => [OUTPUT_TAB, ...codeFiles(demoId)];
