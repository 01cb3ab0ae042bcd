import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { cx, withoutRenamedProps } from '../core/index.ts';
import { GRID_COLUMNS, GRID_GUTTER, type GridSpan, type RowAlign, type RowGutter, type RowJustify } from './constants.ts';
import { RowContext } from './context.ts';
import { resolveAlign, resolveGutter, resolveJustify, resolveRowSpan, useLayoutWarnings } from './validate.ts';
import './Row.scss';

export interface RowProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How many columns the row is divided into; each Col's span counts in these. A whole number of at least 1 (also as text, `"40"`).
   * @default 24
   */
  span?: GridSpan;
  /**
   * Space between columns in px: a number for the horizontal gap, `[horizontal, vertical]` for the gaps between columns and between wrapped lines, or either as text (`"16"`, `"[8,16]"`).
   * @default 0
   */
  gutter?: RowGutter;
  /**
   * How the columns share the room they leave free along the row.
   * @default 'start'
   */
  justify?: RowJustify;
  /**
   * Where columns of different heights sit in the row.
   * @default 'top'
   */
  align?: RowAlign;
  /** Ref to the rendered div element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A horizontal line of `Col`s, divided into 24 columns (or `span`). Columns that do not fit wrap to the
 * next line, so a row never pushes the page sideways. A value it cannot lay out is replaced by the default,
 * with a warning in development.
 */
export function Row({
  span = GRID_COLUMNS,
  gutter = GRID_GUTTER,
  justify = 'start',
  align = 'top',
  className,
  style,
  children,
  ref,
  ...rest
}: RowProps) {
  const columns = resolveRowSpan(span);
  const gutters = resolveGutter(gutter);
  const justified = resolveJustify(justify);
  const aligned = resolveAlign(align);
  useLayoutWarnings(columns.warning, gutters.warning, justified.warning, aligned.warning);
  const [horizontal, vertical] = gutters.value;
  const context = useMemo(() => ({ columns: columns.value }), [columns.value]);

  return (
    <div
      {...withoutRenamedProps('Row', rest)}
      ref={ref}
      className={cx('aq-row', className)}
      style={
        {
          '--aq-row-columns': columns.value,
          '--aq-row-gutter': `${horizontal}px`,
          '--aq-row-gutter-y': `${vertical}px`,
          ...style,
        } as CSSProperties
      }
      data-justify={justified.value}
      data-align={aligned.value}
    >
      <RowContext.Provider value={context}>{children}</RowContext.Provider>
    </div>
  );
}
