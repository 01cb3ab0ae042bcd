import { useCallback, useState, type RefCallback } from 'react';
import { fitLayout, gridColumns } from './fit-layout';
import { useWorkspaceLayoutStore } from './layout-store';

/** The custom property the grid's stylesheet reads its columns from. */
export const COLUMNS_PROPERTY = '--workspace-columns';

/**
 * The ref to put on the grid element that holds files, handle, editor, handle and preview, and the grid's
 * content width in px for the handles' bounds (0 until first measured). A pair rather than an object with
 * a `ref` key, which React's lint rules take for a ref and then refuse to read the width of during render.
 */
export type WorkspaceColumns = [ref: RefCallback<HTMLElement>, width: number];

/**
 * Sizes the workspace grid from the stored widths: it writes `--workspace-columns` on the grid itself
 * (`200px 6px 534px 6px minmax(0, 1fr)`), fitted to the grid's width, rather than through React, so a
 * drag re-renders the handles only, not the editor, the preview and the console around them. The width
 * it returns changes only when the grid's own width does (the window is resized).
 */
export function useWorkspaceColumns(): WorkspaceColumns {
  const [width, setWidth] = useState(0);
  const ref = useCallback((grid: HTMLElement | null) => {
    if (!grid) return;
    let measured = 0;
    const apply = () => grid.style.setProperty(COLUMNS_PROPERTY, gridColumns(fitLayout(useWorkspaceLayoutStore.getState(), measured)));
    apply();
    const unsubscribe = useWorkspaceLayoutStore.subscribe(apply);
    // The observer reports once as it starts, after layout and before paint: the first frame is fitted.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            measured = Math.floor(entry.contentRect.width);
            apply();
            setWidth(measured);
          });
    observer?.observe(grid);
    return () => {
      unsubscribe();
      observer?.disconnect();
      grid.style.removeProperty(COLUMNS_PROPERTY);
    };
  }, []);
  return [ref, width];
}
