import { useCallback, useRef, useState } from 'react';
import { measureColumns } from './columns.ts';
import { TABLE_COLUMN_MIN_WIDTH } from './constants.ts';

/**
 * The table's column widths as its resize handles set them. Until the first resize the layout decides
 * (null); the first resize fixes every column at the width it has then, so that changing one column moves
 * only that column's edge and the table grows or shrinks with it, instead of the browser sharing the
 * difference out among all columns.
 */
export function useColumnWidths() {
  const [widths, setWidths] = useState<readonly number[] | null>(null);
  const latest = useRef(widths);

  const resizeColumn = useCallback((table: HTMLTableElement, index: number, width: number) => {
    const next = [...(latest.current ?? measureColumns(table))];
    while (next.length <= index) next.push(TABLE_COLUMN_MIN_WIDTH);
    next[index] = Math.max(TABLE_COLUMN_MIN_WIDTH, Math.round(width));
    latest.current = next;
    setWidths(next);
  }, []);

  return [widths, resizeColumn] as const;
}
