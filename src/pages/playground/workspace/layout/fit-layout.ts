import {
  clampWidth,
  DEFAULT_EDITOR_WIDTH,
  HANDLE_WIDTH,
  MAX_EDITOR_WIDTH,
  MAX_FILES_WIDTH,
  MIN_EDITOR_WIDTH,
  MIN_FILES_WIDTH,
  MIN_PREVIEW_WIDTH,
} from './bounds';

/** The widths the person chose, in px; the preview takes what is left. */
export interface LayoutWidths {
  /** The files column. */
  filesWidth: number;
  /** The editor column. */
  editorWidth: number;
}

/** The widths as the container can hold them, and how far each handle may go there. */
export interface FittedLayout extends LayoutWidths {
  /** The widest the files column may get by its handle: as wide as the editor, keeping its least, lets it. */
  maxFilesWidth: number;
  /** The widest the editor may get by its handle: as wide as the preview, keeping its least, lets it. */
  maxEditorWidth: number;
}

/**
 * Fits the chosen widths into a container `containerWidth` px wide (0 while it is not measured yet: only
 * the fixed bounds apply). What is chosen is kept as it was: a window made narrow for a moment squeezes
 * the columns, and widening it again gives them back.
 */
export function fitLayout(wanted: LayoutWidths, containerWidth: number): FittedLayout {
  const measured = containerWidth > 0;
  const panes = containerWidth - 2 * HANDLE_WIDTH;
  // A container too narrow for every least width still gets them; the workspace shows one pane at a time there.
  const roomForFiles = measured
    ? clampWidth(panes - MIN_EDITOR_WIDTH - MIN_PREVIEW_WIDTH, MIN_FILES_WIDTH, MAX_FILES_WIDTH)
    : MAX_FILES_WIDTH;
  const filesWidth = clampWidth(wanted.filesWidth, MIN_FILES_WIDTH, roomForFiles);
  const maxEditorWidth = measured
    ? clampWidth(panes - filesWidth - MIN_PREVIEW_WIDTH, MIN_EDITOR_WIDTH, MAX_EDITOR_WIDTH)
    : MAX_EDITOR_WIDTH;
  const editorWidth = clampWidth(wanted.editorWidth, MIN_EDITOR_WIDTH, maxEditorWidth);
  const maxFilesWidth = clampWidth(filesWidth + editorWidth - MIN_EDITOR_WIDTH, MIN_FILES_WIDTH, MAX_FILES_WIDTH);
  return { filesWidth, editorWidth, maxFilesWidth, maxEditorWidth };
}

/**
 * The widths once the files' handle is moved to give the files `filesWidth`: a splitter changes the two
 * panes either side of it, so the editor gives or takes the difference and the preview stays as it is.
 */
export function moveFilesHandle(layout: LayoutWidths, filesWidth: number): LayoutWidths {
  return { filesWidth, editorWidth: layout.filesWidth + layout.editorWidth - filesWidth };
}

/** The editor's width that shares the room after the files evenly with the preview. */
export function evenEditorWidth(layout: FittedLayout, containerWidth: number): number {
  if (containerWidth <= 0) return DEFAULT_EDITOR_WIDTH;
  const rest = containerWidth - 2 * HANDLE_WIDTH - layout.filesWidth;
  return clampWidth(rest / 2, MIN_EDITOR_WIDTH, layout.maxEditorWidth);
}

/** The grid's columns: files, handle, editor, handle, and the preview taking the rest. */
export const gridColumns = ({ filesWidth, editorWidth }: LayoutWidths) =>
  `${filesWidth}px ${HANDLE_WIDTH}px ${editorWidth}px ${HANDLE_WIDTH}px minmax(0, 1fr)`;
