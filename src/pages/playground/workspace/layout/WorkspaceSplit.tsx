import { clampWidth, DEFAULT_FILES_WIDTH, MIN_EDITOR_WIDTH, MIN_FILES_WIDTH } from './bounds';
import { evenEditorWidth, fitLayout, moveFilesHandle } from './fit-layout';
import { useWorkspaceLayoutStore } from './layout-store';
import { SplitHandle } from './SplitHandle';

export interface WorkspaceSplitProps {
  /**
   * The column the handle follows. `files`: "Width of the files", moving the edge between the files and
   * the editor (the preview stays as it is); Enter gives the files 200 px again. `editor`: "Width of the
   * editor", taking from or giving to the preview, which keeps 280 px; Enter shares the room evenly.
   */
  after: 'files' | 'editor';
  /** The grid's width, from `useWorkspaceColumns`; 0 while unknown. */
  containerWidth: number;
}

/** A handle between two of the workspace's columns, reading and writing the stored widths. */
export function WorkspaceSplit({ after, containerWidth }: WorkspaceSplitProps) {
  const filesWidth = useWorkspaceLayoutStore((state) => state.filesWidth);
  const editorWidth = useWorkspaceLayoutStore((state) => state.editorWidth);
  const { setFilesWidth, setEditorWidth } = useWorkspaceLayoutStore.getState();
  const fitted = fitLayout({ filesWidth, editorWidth }, containerWidth);

  if (after === 'editor') {
    return (
      <SplitHandle
        label="Width of the editor"
        value={fitted.editorWidth}
        min={MIN_EDITOR_WIDTH}
        max={fitted.maxEditorWidth}
        onChange={setEditorWidth}
        onReset={() => setEditorWidth(evenEditorWidth(fitted, containerWidth))}
      />
    );
  }

  // From the store as it is now, not as it was at the last render: a drag may move twice in between.
  const moveTo = (width: number) => {
    const now = fitLayout(useWorkspaceLayoutStore.getState(), containerWidth);
    const widths = moveFilesHandle(now, clampWidth(width, MIN_FILES_WIDTH, now.maxFilesWidth));
    setFilesWidth(widths.filesWidth);
    setEditorWidth(widths.editorWidth);
  };
  return (
    <SplitHandle
      label="Width of the files"
      value={fitted.filesWidth}
      min={MIN_FILES_WIDTH}
      max={fitted.maxFilesWidth}
      onChange={moveTo}
      onReset={() => moveTo(DEFAULT_FILES_WIDTH)}
    />
  );
}
