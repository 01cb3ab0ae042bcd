import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { cx } from '../core';
import { GRID_COLUMNS, GRID_GUTTER, type RowAlign, type RowJustify } from './constants';
import { RowContext } from './context';
import { checkRow } from './validate';
import './Row.scss';

export interface RowProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How many columns the row is divided into; each Col's ngxSpan counts in these. A whole number of at least 1.
   * @default 24
   */
  ngxSpan?: number;
  /**
   * Space between neighbouring columns, in px (at least 0); lines that wrap get no extra space between them.
   * @default 0
   */
  ngxGutter?: number;
  /**
   * How the columns share the room they leave free along the row.
   * @default 'start'
   */
  ngxJustify?: RowJustify;
  /**
   * Where columns of different heights sit in the row.
   * @default 'top'
   */
  ngxAlign?: RowAlign;
  /** Ref to the rendered div element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A horizontal line of `Col`s, divided into 24 columns (or `ngxSpan`). Columns that do not fit wrap to the
 * next line, so a row never pushes the page sideways. An invalid value throws a RangeError naming the prop.
 */
export function Row({
  ngxSpan = GRID_COLUMNS,
  ngxGutter = GRID_GUTTER,
  ngxJustify = 'start',
  ngxAlign = 'top',
  className,
  style,
  children,
  ref,
  ...rest
}: RowProps) {
  checkRow(ngxSpan, ngxGutter, ngxJustify, ngxAlign);
  const context = useMemo(() => ({ columns: ngxSpan }), [ngxSpan]);

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('aq-row', className)}
      style={{ '--aq-row-columns': ngxSpan, '--aq-row-gutter': `${ngxGutter}px`, ...style } as CSSProperties}
      data-justify={ngxJustify}
      data-align={ngxAlign}
    >
      <RowContext.Provider value={context}>{children}</RowContext.Provider>
    </div>
  );
}
