import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx, dataFlag, mergeProps, useMergedRefs } from '../core/index.ts';
import { TABLE_RESIZE_LABEL, TABLE_COLUMN_MIN_WIDTH } from './constants.ts';
import { useColumnResize } from './useColumnResize.ts';
import './Table.scss';

export interface TableColumnResizeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onResize'> {
  /** Called with the column's new width in px when the pointer lets go of the handle, and after each key that changes it. */
  onResize?: (width: number) => void;
  /** Ref to the handle's `<div role="separator">`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A handle on the inline-end edge of a header cell that changes its column's width: dragged with a mouse,
 * pen or finger, or focused and moved with the arrow keys (the WAI-ARIA window splitter pattern: a focusable
 * separator whose value is the width in px). A column is never narrower than 80 px. Put it inside any `<th>`,
 * of a Table or of a plain `<table>` (or in a TableSortHeader's `resizeHandle`); under a header that spans
 * several columns it resizes the last of them, whose edge it sits on.
 */
export function TableColumnResize({ onResize, className, ref, 'aria-label': ariaLabel, ...rest }: TableColumnResizeProps) {
  const { ref: handleRef, column, width, resizing, handleProps } = useColumnResize({ onResize });
  const handleRefs = useMergedRefs(handleRef, ref);

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
      // The consumer's handlers run first; their preventDefault() skips the handle's own.
      {...mergeProps(rest, handleProps)}
      ref={handleRefs}
      className={cx('aq-table__resize', className)}
      data-resizing={dataFlag(resizing)}
    />
  );
}
