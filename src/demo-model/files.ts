import { IMPORT_MAP_FILE } from './import-map/file-name.ts';

/**
 * The files of a demo. Every demo has three: the page it mounts into (HTML), its module (TS) and its
 * stylesheet (SCSS), kept under these keys in edits and share links. A demo folder may hold more
 * `.tsx`/`.ts` files (a sample component, a helper, data): each is a tab of its own, keyed by its name.
 */
export const MAIN_FILES = ['html', 'tsx', 'scss'] as const;
export type MainFile = (typeof MAIN_FILES)[number];
export const isMainFile = (key: string): key is MainFile => (MAIN_FILES as readonly string[]).includes(key);
/** 'html' | 'tsx' | 'scss', or an extra file's own name such as 'sample-dialog.tsx'. */
export type FileKey = string;
/** A demo's file texts by key. */
export type DemoFiles = Record<FileKey, string>;

/** What an extra file may be called: lower-case words with dashes, `.tsx` or `.ts`. */
export const EXTRA_FILE_NAME = /^[a-z][a-z0-9-]*\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Whether `name`, in the folder of `demoId`, is one of its extra files: not its own main files, never a test. */
export const isExtraFileName = (demoId: string, name: string): boolean =>
  EXTRA_FILE_NAME.test(name) && !name.startsWith(`${demoId}.`) && !TEST_FILE.test(name);

/** Whether `key` can name a file of a demo: one of the main three, an extra file's name, or its import map. */
export const isFileKey = (key: string): boolean => isMainFile(key) || EXTRA_FILE_NAME.test(key) || key === IMPORT_MAP_FILE;

/**
 * A file's shipped text. Every demo may have an `import-map.json` (where its packages come from), and
 * none ships one: its shipped text is empty, so an edit or a link holds it whole, it shows as a tab
 * while it has text, and emptied or reset it is no edit at all.
 */
export const shippedText = (shipped: DemoFiles, key: FileKey): string | undefined =>
  shipped[key] ?? (key === IMPORT_MAP_FILE ? '' : undefined);

/**
 * Not a file of the demo but what it renders: its HTML as a server renders it, formatted, which the
 * build writes beside the files, highlighted as they are (`button-demo1.output.html.highlighted.txt`).
 * No file can have this key (an extra file's name ends in `.ts`/`.tsx`), so it never enters edits,
 * share links or downloads.
 */
export const OUTPUT_KEY = 'output';

/** A main file's name in its demo folder (`button-demo1.tsx`); an extra file is its own key. */
export const fileNameInFolder = (demoId: string, key: FileKey): string =>
  isMainFile(key) ? `${demoId}.${key}` : key === OUTPUT_KEY ? `${demoId}.output.html` : key;

export type FileLanguage = 'html' | 'typescript' | 'scss';

export interface DemoFile {
  key: FileKey;
  /** The file's name beside the others: what relative imports and error messages use. */
  name: string;
  /** The tab's text: the file's name, as an editor's tabs name their files. */
  label: string;
  language: FileLanguage;
}

/** One file of a demo, described; the main TS file is named after its demo (`button-demo1.tsx`). */
export function describeFile(demoId: string, key: FileKey): DemoFile {
  if (key === 'html') return { key, name: 'index.html', label: 'index.html', language: 'html' };
  if (key === 'tsx') return { key, name: `${demoId}.tsx`, label: `${demoId}.tsx`, language: 'typescript' };
  if (key === 'scss') return { key, name: `${demoId}.scss`, label: `${demoId}.scss`, language: 'scss' };
  return { key, name: key, label: key, language: 'typescript' };
}

/** The tab of a demo's HTML output: read-only, beside the tabs of its files. */
export const OUTPUT_TAB: DemoFile = { key: OUTPUT_KEY, name: 'HTML output', label: 'HTML output', language: 'html' };

/** A demo's TypeScript files by name, and which of them is the module the page runs: what the compiler takes. */
export interface DemoScripts {
  entry: string;
  files: Record<string, string>;
}
