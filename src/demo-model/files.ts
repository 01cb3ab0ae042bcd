import { IMPORT_MAP_FILE } from './import-map/file-name.ts';

/**
 * The files of a demo, by name, as in any project: the page it mounts into (`index.html`), its module
 * (`button-demo1.tsx`, the entry) and its stylesheet (`button-demo1.scss`). A demo folder may hold more
 * `.tsx`/`.ts` files (a sample component, a helper, data), each a tab of its own. In the folder the page
 * is `<demo>.html`, so every demo's files sit side by side under their demo's name.
 */
export type FileKey = string;
/** A demo's file texts by name. */
export type DemoFiles = Record<FileKey, string>;

/** The page every demo mounts into. */
export const PAGE_FILE = 'index.html';
/** The module a demo's preview renders: `button-demo1.tsx`. */
export const demoEntry = (demoId: string) => `${demoId}.tsx`;
/** A demo's own stylesheet: `button-demo1.scss` (empty for a demo without one). */
export const demoStylesheet = (demoId: string) => `${demoId}.scss`;

/** What an extra file may be called: lower-case words with dashes, `.tsx` or `.ts`. */
export const EXTRA_FILE_NAME = /^[a-z][a-z0-9-]*\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Whether `name`, in the folder of `demoId`, is one of its extra files: not its own main files, never a test. */
export const isExtraFileName = (demoId: string, name: string): boolean =>
  EXTRA_FILE_NAME.test(name) && !name.startsWith(`${demoId}.`) && !TEST_FILE.test(name);

/** Whether `name` can be a file of the demo: its page, entry or stylesheet, an extra file, or its import map. */
export const isDemoFileName = (demoId: string, name: string): boolean =>
  name === PAGE_FILE ||
  name === demoEntry(demoId) ||
  name === demoStylesheet(demoId) ||
  name === IMPORT_MAP_FILE ||
  isExtraFileName(demoId, name);

/**
 * Links and saves made before files went by name keyed the main three 'html', 'tsx' and 'scss': this
 * reads such a key as the file's name. A name has an extension, so it is never mistaken for one.
 */
export function nameOfKey(demoId: string, key: string): string {
  if (key === 'html') return PAGE_FILE;
  if (key === 'tsx') return demoEntry(demoId);
  if (key === 'scss') return demoStylesheet(demoId);
  return key;
}

/** A record of files, its legacy keys read as names (see `nameOfKey`). */
export const namedFiles = <T>(demoId: string, files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([key, value]) => [nameOfKey(demoId, key), value]));

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
 * No file can have this key (every file's name has an extension), so it never enters edits, share
 * links or downloads.
 */
export const OUTPUT_KEY = 'output';

/** A file's name in its demo folder: the page is `<demo>.html`, the output `<demo>.output.html`, the rest their own names. */
export const fileNameInFolder = (demoId: string, key: FileKey): string =>
  key === PAGE_FILE ? `${demoId}.html` : key === OUTPUT_KEY ? `${demoId}.output.html` : key;

export type FileLanguage = 'html' | 'typescript' | 'scss';

export interface DemoFile {
  /** The file's name: its tab's text, and what relative imports and error messages use. */
  key: FileKey;
  /** The tab's text: the file's name, or what the output tab shows. */
  label: string;
  language: FileLanguage;
}

/** One file of a demo, described: its language by its extension (the import map reads as TypeScript, which holds JSON's syntax). */
export function describeFile(name: FileKey): DemoFile {
  const language = name.endsWith('.html') ? 'html' : name.endsWith('.scss') ? 'scss' : 'typescript';
  return { key: name, label: name, language };
}

/** The tab of a demo's HTML output: read-only, beside the tabs of its files. */
export const OUTPUT_TAB: DemoFile = { key: OUTPUT_KEY, label: 'HTML output', language: 'html' };

/** A demo's TypeScript files by name, and which of them is the module the page runs: what the compiler takes. */
export interface DemoScripts {
  entry: string;
  files: Record<string, string>;
}
