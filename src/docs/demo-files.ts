import extraFiles from 'virtual:demo-extra-files';

/**
 * The files of a demo. Every demo has three: the page it mounts into (HTML), its module (TS) and its
 * stylesheet (SCSS), kept under these keys in edits and share links. A demo folder may hold more
 * `.tsx`/`.ts` files (a sample component, a helper, data): each is a tab of its own, keyed by its name.
 */
export const MAIN_FILES = ['html', 'tsx', 'scss'] as const;
export type MainFile = (typeof MAIN_FILES)[number];
/** 'html' | 'tsx' | 'scss', or an extra file's own name such as 'sample-dialog.tsx'. */
export type FileKey = string;
/** A demo's file texts by key. */
export type DemoFiles = Record<FileKey, string>;

export type FileLanguage = 'html' | 'typescript' | 'scss';

export interface DemoFile {
  key: FileKey;
  /** The file's name beside the others: what relative imports and error messages use. */
  name: string;
  /** The tab's text. */
  label: string;
  language: FileLanguage;
}

/** What an extra file may be called: lower-case words with dashes, `.tsx` or `.ts`. */
export const EXTRA_FILE_NAME = /^[a-z][a-z0-9-]*\.tsx?$/;

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
export const isDemoFile = (demoId: string, key: FileKey): boolean =>
  isMainFile(key) || (extraFiles[demoId] ?? []).includes(key);

/** The TypeScript files the compiler bundles, by name: the main module and its siblings. */
export function scriptFiles(demoId: string, files: DemoFiles): Record<string, string> {
  return Object.fromEntries(
    demoFileList(demoId)
      .filter((file) => file.language === 'typescript')
      .map((file) => [file.name, files[file.key] ?? '']),
  );
}
