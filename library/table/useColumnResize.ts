import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useEffectEvent } from '../core/index.ts';
import { columnsOfCell, measureColumns } from './columns.ts';
import { TABLE_COLUMN_MIN_WIDTH, TABLE_RESIZE_STEP, TABLE_RESIZE_STEP_LARGE } from './constants.ts';
import { useTableContext } from './context.ts';
import { resizeStandaloneColumn, standaloneWidth } from './standaloneColumns.ts';

interface Drag {
  pointerId: number;
  x: number;
  start: number;
  last: number;
}

export interface Column {
  /** The column the handle resizes: the last one its cell covers, whose edge the handle sits on. */
  index: number;
  /** That column's width as laid out, in whole px. */
  width: number;
  /** What the header says, for the handle's name. */
  name: string;
  rtl: boolean;
}

const headerCellOf = (handle: HTMLElement | null) => handle?.closest('th') ?? null;

function readColumn(cell: HTMLTableCellElement): Column {
  const label = cell.querySelector('[data-column-label]') ?? cell;
  const { first, last } = columnsOfCell(cell);
  const table = cell.closest('table');
  // A cell over one column is that column's width; under a cell that spans, the last column is measured alone.
  const measured = first === last || !table ? cell.getBoundingClientRect().width : (measureColumns(table)[last] ?? 0);
  return {
    index: last,
    width: Math.round((table && standaloneWidth(table, last)) ?? measured),
    name: (label.textContent ?? '').trim(),
    rtl: getComputedStyle(cell).direction === 'rtl',
  };
}

const sameColumn = (a: Column, b: Column) => a.index === b.index && a.width === b.width && a.name === b.name && a.rtl === b.rtl;

const clampWidth = (width: number) => Math.max(TABLE_COLUMN_MIN_WIDTH, Math.round(width));

export interface ColumnResize {
  /** For the handle element (merge it with the consumer's ref). */
  ref: RefObject<HTMLDivElement | null>;
  /** The column the handle resizes, as laid out. */
  column: Column;
  /** Its width in px: the table's record of it, else as laid out. */
  width: number;
  /** Whether a pointer is dragging the handle. */
  resizing: boolean;
  /** The handle's pointer and keyboard handlers, to merge after the consumer's with `mergeProps`. */
  handleProps: {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onLostPointerCapture: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onKeyDown: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  };
}

/**
 * The behaviour of a column's resize handle: which column its header cell is (measured after every render
 * and whenever the cell changes size), and the pointer drag and arrow keys that give it a width, at least
 * 80 px — through the Table when there is one, straight onto a plain table otherwise.
 */
export function useColumnResize({ onResize }: { onResize?: (width: number) => void }): ColumnResize {
  const table = useTableContext();
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [resizing, setResizing] = useState(false);
  const [column, setColumn] = useState<Column>({ index: -1, width: 0, name: '', rtl: false });

  // The header cell's index, width and text: read after every render (the header's text or place may have
  // changed with it) and whenever the cell changes size as the table lays out again.
  const measure = (cell: HTMLTableCellElement | null) => {
    if (!cell) return;
    const next = readColumn(cell);
    setColumn((previous) => (sameColumn(previous, next) ? previous : next));
  };
  const measureNow = useEffectEvent(() => measure(headerCellOf(handleRef.current)));
  useLayoutEffect(() => measureNow());
  useLayoutEffect(() => {
    const cell = headerCellOf(handleRef.current);
    if (!cell) return;
    const observer = new ResizeObserver(() => measureNow());
    observer.observe(cell);
    return () => observer.disconnect();
  }, []);

  const width = (column.index >= 0 ? table?.columnWidths?.[column.index] : undefined) ?? column.width;

  /** Gives the column of `handle` a width and returns the width it got. */
  const resize = (handle: HTMLElement, next: number): number | null => {
    const cell = headerCellOf(handle);
    const element = cell?.closest('table');
    if (!cell || !element) return null;
    const clamped = clampWidth(next);
    const { last } = columnsOfCell(cell);
    if (table) table.resizeColumn(element, last, clamped);
    else {
      // A plain table: the widths go straight onto it, and this handle reads its new width at once.
      resizeStandaloneColumn(element, last, clamped);
      measure(cell);
    }
    return clamped;
  };

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Only the primary button of the first pointer: a second finger does not start a second resize.
    if (event.button !== 0 || event.isPrimary === false || drag.current) return;
    const cell = headerCellOf(event.currentTarget);
    if (!cell) return;
    // No text selection while dragging; focus goes to the handle, as a slider's thumb takes it.
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    // Capture keeps the moves coming when the pointer outruns the handle or leaves the window.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = readColumn(cell).width;
    drag.current = { pointerId: event.pointerId, x: event.clientX, start, last: start };
    setResizing(true);
  };

  const moveDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    // The handle is on the inline-end edge: right to left, dragging left widens the column.
    const distance = (event.clientX - active.x) * (column.rtl ? -1 : 1);
    active.last = resize(event.currentTarget, active.start + distance) ?? active.last;
  };

  // Release, cancel (the browser took the pointer) and lost capture all end the drag; the first one reports it.
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    drag.current = null;
    setResizing(false);
    if (active.last !== active.start) onResize?.(active.last);
  };

  const handleKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? TABLE_RESIZE_STEP_LARGE : TABLE_RESIZE_STEP;
    const wider = column.rtl ? 'ArrowLeft' : 'ArrowRight';
    const narrower = column.rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    if (event.key === wider) target = width + step;
    else if (event.key === narrower) target = width - step;
    else if (event.key === 'Home') target = TABLE_COLUMN_MIN_WIDTH;
    else return;
    event.preventDefault();
    const applied = resize(event.currentTarget, target);
    if (applied !== null && applied !== width) onResize?.(applied);
  };

  return {
    ref: handleRef,
    column,
    width,
    resizing,
    handleProps: {
      onPointerDown: startDrag,
      onPointerMove: moveDrag,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onLostPointerCapture: endDrag,
      onKeyDown: handleKey,
    },
  };
}
