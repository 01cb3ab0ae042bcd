import extraFiles, { withoutStylesheet } from 'virtual:demo-extra-files';
import { describeFile, OUTPUT_TAB, type DemoFile, type DemoFiles, type DemoScripts, type FileKey } from './files';

const unstyled = new Set(withoutStylesheet);

/** Whether the demo has a stylesheet of its own; one without has no SCSS tab and compiles with no styles. */
export const hasStylesheet = (demoId: string): boolean => !unstyled.has(demoId);

/** The demo's files in tab order: HTML, TS, its other TS files, SCSS (when it has a stylesheet). */
export function demoFileList(demoId: string): DemoFile[] {
  const keys: FileKey[] = ['html', 'tsx', ...(extraFiles[demoId] ?? []), ...(hasStylesheet(demoId) ? ['scss'] : [])];
  return keys.map((key) => describeFile(demoId, key));
}

/**
 * The files a reader is shown: the demo's code. The page a demo mounts into is the same for every demo,
 * so it is left to edit mode, where it is a file one can change.
 */
export const codeFiles = (demoId: string): DemoFile[] => demoFileList(demoId).filter((file) => file.key !== 'html');

/** The tabs of read mode's source panel: what the example renders, then its code. */
export const readingTabs = (demoId: string): DemoFile[] => [OUTPUT_TAB, ...codeFiles(demoId)];

/** What the compiler takes of a demo: its TypeScript files by name, and the main module among them. */
export function demoScripts(demoId: string, files: DemoFiles): DemoScripts {
  const scripts = demoFileList(demoId).filter((file) => file.language === 'typescript');
  return {
    entry: describeFile(demoId, 'tsx').name,
    files: Object.fromEntries(scripts.map((file) => [file.name, files[file.key] ?? ''])),
  };
}
