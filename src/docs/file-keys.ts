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
