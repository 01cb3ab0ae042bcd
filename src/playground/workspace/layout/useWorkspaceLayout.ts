import type { CSSProperties, RefCallback } from 'react';
import { clampWidth, DEFAULT_FILES_WIDTH, MIN_EDITOR_WIDTH, MIN_FILES_WIDTH } from './bounds';
import { evenEditorWidth, fitLayout, gridColumns, moveFilesHandle } from './fit-layout';
import { useWorkspaceLayoutStore } from './layout-store';
import type { SplitHandleProps } from './SplitHandle';
import { useElementWidth } from './useElementWidth';

export interface WorkspaceLayout {
  /** Put on the grid element: its width is measured to fit the columns. */
  ref: RefCallback<HTMLElement>;
  /** `200px 6px 534px 6px minmax(0, 1fr)`: files, handle, editor, handle, preview. */
  gridTemplateColumns: string;
  /**
   * The grid's inline style: `--workspace-columns` set to `gridTemplateColumns`. A custom property rather
   * than `gridTemplateColumns` itself, so the stylesheet decides where the columns apply (not on a phone).
   */
  style: CSSProperties;
  /**
   * Props of the handle after the files column ("Width of the files"): it moves the edge between the files
   * and the editor, the preview staying as it is. Enter gives the files 200 px again.
   */
  filesHandle: SplitHandleProps;
  /** Props of the handle after the editor ("Width of the editor"); Enter shares the room evenly with the preview. */
  editorHandle: SplitHandleProps;
}

/**
 * The playground workspace's three columns, sized as the person left them (in this browser) and fitted to
 * the grid's width, so that the editor and the preview each keep at least 280 px.
 */
export function useWorkspaceLayout(): WorkspaceLayout {
  const [ref, containerWidth] = useElementWidth();
  const filesWidth = useWorkspaceLayoutStore((state) => state.filesWidth);
  const editorWidth = useWorkspaceLayoutStore((state) => state.editorWidth);
  const { setFilesWidth, setEditorWidth } = useWorkspaceLayoutStore.getState();
  const fitted = fitLayout({ filesWidth, editorWidth }, containerWidth);
  const gridTemplateColumns = gridColumns(fitted);
  // From the store as it is now, not as it was at the last render: a drag may move twice in between.
  const moveFilesTo = (width: number) => {
    const now = fitLayout(useWorkspaceLayoutStore.getState(), containerWidth);
    const widths = moveFilesHandle(now, clampWidth(width, MIN_FILES_WIDTH, now.maxFilesWidth));
    setFilesWidth(widths.filesWidth);
    setEditorWidth(widths.editorWidth);
  };

  return {
    ref,
    gridTemplateColumns,
    style: { '--workspace-columns': gridTemplateColumns } as CSSProperties,
    filesHandle: {
      label: 'Width of the files',
      value: fitted.filesWidth,
      min: MIN_FILES_WIDTH,
      max: fitted.maxFilesWidth,
      onChange: moveFilesTo,
      onReset: () => moveFilesTo(DEFAULT_FILES_WIDTH),
    },
    editorHandle: {
      label: 'Width of the editor',
      value: fitted.editorWidth,
      min: MIN_EDITOR_WIDTH,
      max: fitted.maxEditorWidth,
      onChange: setEditorWidth,
      onReset: () => setEditorWidth(evenEditorWidth(fitted, containerWidth)),
    },
  };
}
