import extraFiles from 'virtual:demo-extra-files';
import { MAIN_FILES, type DemoFiles, type FileKey, type MainFile } from './file-keys';

export { EXTRA_FILE_NAME, MAIN_FILES, type DemoFiles, type FileKey, type MainFile } from './file-keys';

export type FileLanguage = 'html' | 'typescript' | 'scss';

export interface DemoFile {
  key: FileKey;
  /** The file's name beside the others: what relative imports and error messages use. */
  name: string;
  /** The tab's text. */
  label: string;
  language: FileLanguage;
}

const isMainFile = (key: FileKey): key is MainFile => (MAIN_FILES as readonly string[]).includes(key);

/** One file of a demo, described; the main TS file is named after its demo (`button-demo1.tsx`). */
export function describeFile(demoId: string, key: FileKey): DemoFile {
  if (key === 'html') return { key, name: 'index.html', label: 'HTML', language: 'html' };
  if (key === 'tsx') return { key, name: `${demoId}.tsx`, label: 'TS', language: 'typescript' };
  if (key === 'scss') return { key, name: `${demoId}.scss`, label: 'SCSS', language: 'scss' };
  return { key, name: key, label: key, language: 'typescript' };
}

/** The demo's files in tab order: HTML, TS, its other TS files, SCSS. */
export function demoFileList(demoId: string): DemoFile[] {
  const keys: FileKey[] = ['html', 'tsx', ...(extraFiles[demoId] ?? []), 'scss'];
  return keys.map((key) => describeFile(demoId, key));
}

/** Whether a key names a file of this demo (a share link may name anything). */
export const isDemoFile = (demoId: string, key: FileKey): boolean => isMainFile(key) || (extraFiles[demoId] ?? []).includes(key);

/** The TypeScript files the compiler bundles, by name: the main module and its siblings. */
export function scriptFiles(demoId: string, files: DemoFiles): Record<string, string> {
  return Object.fromEntries(
    demoFileList(demoId)
      .filter((file) => file.language === 'typescript')
      .map((file) => [file.name, files[file.key] ?? '']),
  );
}

/** The id of a file's tab, safe in HTML for any file key ('sample-dialog.tsx' has a dot). */
export const tabId = (idPrefix: string, key: FileKey) => `${idPrefix}-tab-${key.replace(/[^a-z0-9-]/gi, '_')}`;
