import { useContext, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { cx, dataFlag, withoutRenamedProps } from '../core/index.ts';
import { GRID_COLUMNS, type GridSpan } from './constants.ts';
import { RowContext } from './context.ts';
import { resolveColSpan, useLayoutWarnings } from './validate.ts';
import './Col.scss';

export interface ColProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How many of the row's columns this one spans, from 0 to the row's span (also as text, `"6"`); 0 hides it. Without it the column fills the row (24 of a default row).
   * @default 24
   */
  span?: GridSpan;
  /** Ref to the rendered div element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One column of a `Row`, as wide as `span` of the row's columns plus the gutters between them.
 * Outside a Row it is a plain block as wide as its container (span 0 still hides it).
 */
export function Col({ span, className, style, hidden, children, ref, ...rest }: ColProps) {
  const row = useContext(RowContext);
  const columns = row?.columns ?? GRID_COLUMNS;
  // The default is the whole row, which is 24 in a default row; a literal 24 would not fit a 12-column row.
  const spanned = resolveColSpan(span ?? columns, columns);
  useLayoutWarnings(spanned.warning);
  const collapsed = spanned.value === 0;

  return (
    <div
      {...withoutRenamedProps('Col', rest)}
      ref={ref}
      hidden={hidden || collapsed}
      className={cx('aq-col', className)}
      style={{ '--aq-col-span': spanned.value, ...style } as CSSProperties}
      data-span={spanned.value}
      data-hidden={dataFlag(collapsed)}
      data-standalone={dataFlag(!row)}
    >
      {/* A Col directly inside this one is not in a Row: it must not size itself from the outer row. */}
      <RowContext.Provider value={null}>{children}</RowContext.Provider>
    </div>
  );
}
