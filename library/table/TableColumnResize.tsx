import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { composeHandlers, cx, dataFlag, mergeRefs } from '../core';
import { columnsOfCell, measureColumns } from './columns';
import { TABLE_RESIZE_LABEL, TABLE_COLUMN_MIN_WIDTH, TABLE_RESIZE_STEP, TABLE_RESIZE_STEP_LARGE } from './constants';
import { useTableContext } from './context';
import { resizeStandaloneColumn, standaloneWidth } from './standaloneColumns';
import './Table.scss';

export interface TableColumnResizeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onResize'> {
  /** Called with the column's new width in px when the pointer lets go of the handle, and after each key that changes it. */
  onResize?: (width: number) => void;
  /** Ref to the handle's `<div role="separator">`. */
  ref?: Ref<HTMLDivElement>;
}

interface Drag {
  pointerId: number;
  x: number;
  start: number;
  last: number;
}

interface Column {
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

/**
 * A handle on the inline-end edge of a header cell that changes its column's width: dragged with a mouse,
 * pen or finger, or focused and moved with the arrow keys (the WAI-ARIA window splitter pattern: a focusable
 * separator whose value is the width in px). A column is never narrower than 80 px. Put it inside any `<th>`,
 * of a Table or of a plain `<table>` (or in a TableSortHeader's `resizeHandle`); under a header that spans
 * several columns it resizes the last of them, whose edge it sits on.
 */
export function TableColumnResize({
  onResize,
  onKeyDown,
  onPointerDown,
  className,
  ref,
  'aria-label': ariaLabel,
  ...rest
}: TableColumnResizeProps) {
  const table = useTableContext();
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [resizing, setResizing] = useState(false);
  const [column, setColumn] = useState<Column>({ index: -1, width: 0, name: '', rtl: false });

  // The header cell's index, width and text: read after every render (the header's text or place may have
  // changed with it) and whenever the cell changes size as the table lays out again.
  const update = useRef(() => {});
  update.current = () => {
    const cell = headerCellOf(handleRef.current);
    if (!cell) return;
    const next = readColumn(cell);
    setColumn((previous) => (sameColumn(previous, next) ? previous : next));
  };
  useLayoutEffect(() => update.current());
  useLayoutEffect(() => {
    const cell = headerCellOf(handleRef.current);
    if (!cell) return;
    const observer = new ResizeObserver(() => update.current());
    observer.observe(cell);
    return () => observer.disconnect();
  }, []);

  const width = (column.index >= 0 ? table?.columnWidths?.[column.index] : undefined) ?? column.width;

  /** Gives the column a width and returns the width it got. */
  const resize = (next: number): number | null => {
    const cell = headerCellOf(handleRef.current);
    const element = cell?.closest('table');
    if (!cell || !element) return null;
    const clamped = clampWidth(next);
    const { last } = columnsOfCell(cell);
    if (table) table.resizeColumn(element, last, clamped);
    else {
      // A plain table: the widths go straight onto it, and this handle reads its new width at once.
      resizeStandaloneColumn(element, last, clamped);
      update.current();
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
    active.last = resize(active.start + distance) ?? active.last;
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
    const applied = resize(target);
    if (applied !== null && applied !== width) onResize?.(applied);
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={ariaLabel ?? (column.name ? `${TABLE_RESIZE_LABEL} ${column.name}` : TABLE_RESIZE_LABEL)}
      // It moves sideways, so it stands upright: a vertical separator.
      aria-orientation="vertical"
      aria-valuenow={width}
      aria-valuemin={TABLE_COLUMN_MIN_WIDTH}
      aria-valuetext={`${width} px`}
      {...rest}
      ref={mergeRefs(handleRef, ref)}
      className={cx('aq-table__resize', className)}
      data-resizing={dataFlag(resizing)}
      onPointerDown={composeHandlers(onPointerDown, startDrag)}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={composeHandlers(onKeyDown, handleKey)}
    />
  );
}
