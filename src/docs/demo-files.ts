import extraFiles, { withoutStylesheet } from 'virtual:demo-extra-files';
import type { DemoScripts } from '../playground/compiler/compile';
import type { DemoFiles, FileKey } from './file-keys';

export type { DemoFiles, FileKey } from './file-keys';

export type FileLanguage = 'html' | 'typescript' | 'scss';

export interface DemoFile {
  key: FileKey;
  /** The file's name beside the others: what relative imports and error messages use. */
  name: string;
  /** The tab's text. */
  label: string;
  language: FileLanguage;
}

/** One file of a demo, described; the main TS file is named after its demo (`button-demo1.tsx`). */
export function describeFile(demoId: string, key: FileKey): DemoFile {
  if (key === 'html') return { key, name: 'index.html', label: 'HTML', language: 'html' };
  if (key === 'tsx') return { key, name: `${demoId}.tsx`, label: 'TS', language: 'typescript' };
  if (key === 'scss') return { key, name: `${demoId}.scss`, label: 'SCSS', language: 'scss' };
  return { key, name: key, label: key, language: 'typescript' };
}

const unstyled = new Set(withoutStylesheet);

/** Whether the demo has a stylesheet of its own; one without has no SCSS tab and compiles with no styles. */
export const hasStylesheet = (demoId: string): boolean => !unstyled.has(demoId);

/** The demo's files in tab order: HTML, TS, its other TS files, SCSS (when it has a stylesheet). */
export function demoFileList(demoId: string): DemoFile[] {
  const keys: FileKey[] = ['html', 'tsx', ...(extraFiles[demoId] ?? []), ...(hasStylesheet(demoId) ? ['scss'] : [])];
  return keys.map((key) => describeFile(demoId, key));
}

/** What the compiler takes of a demo: its TypeScript files by name, and the main module among them. */
export function demoScripts(demoId: string, files: DemoFiles): DemoScripts {
  const scripts = demoFileList(demoId).filter((file) => file.language === 'typescript');
  return {
    entry: describeFile(demoId, 'tsx').name,
    files: Object.fromEntries(scripts.map((file) => [file.name, files[file.key] ?? ''])),
  };
}

/** The id of a file's tab, safe in HTML for any file key ('sample-dialog.tsx' has a dot). */
export const tabId = (idPrefix: string, key: FileKey) => `${idPrefix}-tab-${key.replace(/[^a-z0-9-]/gi, '_')}`;
