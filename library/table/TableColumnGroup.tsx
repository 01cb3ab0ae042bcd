import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cssSize, cx } from '../core/index.ts';
import { useTableContext } from './context.ts';
import './Table.scss';

export interface TableColumnGroupProps extends Omit<ComponentPropsWithoutRef<'colgroup'>, 'children' | 'span'> {
  /**
   * The width of each column, in order: a px number, a CSS length ('30%', '12rem'), or null to let the content decide. A column resized with its handle keeps the width it was given.
   * @default []
   */
  widths?: readonly (string | number | null)[];
  /** Ref to the `<colgroup>` element. */
  ref?: Ref<HTMLTableColElement>;
}

const NO_WIDTHS: readonly (string | number | null)[] = [];

/**
 * The table's `<colgroup>`: one `<col>` per column, carrying its width. The resize handles of the table's
 * header cells change these widths. Put it first in the Table, after a caption.
 */
export function TableColumnGroup({ widths = NO_WIDTHS, className, ref, ...rest }: TableColumnGroupProps) {
  const resized = useTableContext()?.columnWidths ?? null;
  const count = Math.max(widths.length, resized?.length ?? 0);

  return (
    <colgroup {...rest} ref={ref} className={cx('aq-table__columns', className)}>
      {Array.from({ length: count }, (_, index) => {
        const width = resized?.[index] ?? widths[index];
        return <col key={index} style={width === undefined ? undefined : { width: cssSize(width, 'TableColumnGroup widths') }} />;
      })}
    </colgroup>
  );
}
