/** Width in px of each of the two handle columns between the panes. */
export const HANDLE_WIDTH = 6;

/** The files column: narrower and a name like `styles.scss` breaks; wider and it takes the editor's room for nothing. */
export const MIN_FILES_WIDTH = 160;
export const MAX_FILES_WIDTH = 480;
/** The editor keeps room for a line of code (about 45 characters), and the preview for a phone-sized page. */
export const MIN_EDITOR_WIDTH = 360;
export const MIN_PREVIEW_WIDTH = 280;
/** Only a sanity bound for a stored width; the window's width bounds it further when measured. */
export const MAX_EDITOR_WIDTH = 4000;

/** The window the defaults are chosen for. */
const REFERENCE_WIDTH = 1280;
export const DEFAULT_FILES_WIDTH = 200;
/** Half of what a 1280 px window leaves after the files and the handles: 534. */
export const DEFAULT_EDITOR_WIDTH = Math.round((REFERENCE_WIDTH - DEFAULT_FILES_WIDTH - 2 * HANDLE_WIDTH) / 2);

/** Rounds a width and keeps it within bounds. */
export const clampWidth = (width: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(width)));
