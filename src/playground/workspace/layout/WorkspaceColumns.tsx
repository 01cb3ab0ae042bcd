import type { ReactElement } from 'react';
import { SplitHandle } from './SplitHandle';
import { useWorkspaceLayout } from './useWorkspaceLayout';
import './WorkspaceColumns.scss';

export interface WorkspaceColumnsProps {
  /** The files column: one element, which becomes a grid item. */
  files: ReactElement;
  /** The editor column: one element. */
  editor: ReactElement;
  /** The preview column, taking the width left: one element. */
  preview: ReactElement;
  /** Added to `workspace-columns` on the grid. */
  className?: string;
}

/**
 * The workspace's files, editor and preview side by side, with a handle between each two that resizes
 * them, as this browser remembers. The columns arrive as elements made by the caller, so a drag renders
 * this grid and the handles only, not the editor or the preview. Below 1024 px they stack, without handles.
 */
export function WorkspaceColumns({ files, editor, preview, className }: WorkspaceColumnsProps) {
  const { ref, style, filesHandle, editorHandle } = useWorkspaceLayout();
  return (
    <div ref={ref} className={className ? `workspace-columns ${className}` : 'workspace-columns'} style={style}>
      {files}
      <SplitHandle {...filesHandle} />
      {editor}
      <SplitHandle {...editorHandle} />
      {preview}
    </div>
  );
}
