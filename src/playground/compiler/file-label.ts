import type { DemoScripts } from '../../demo-model/files';

export const TSX_FILE = 'TS';
export const SCSS_FILE = 'SCSS';

/**
 * Errors name files as their tabs do: the main module is "TS", any other file by its own name. Kept
 * apart from the compiler, so the page can name files without loading the parser the compiler uses.
 */
export const fileLabel = (scripts: DemoScripts, name: string) => (name === scripts.entry ? TSX_FILE : name);
