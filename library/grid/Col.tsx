import { useContext, type ComponentPropsWithoutRef, type CSSProperties, type Ref } from 'react';
import { cx, dataFlag } from '../core';
import { GRID_ERRORS } from './constants';
import { RowContext } from './context';
import { checkColSpan } from './validate';
import './Col.scss';

export interface ColProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How many of the row's columns this one spans, from 0 to the row's ngxSpan; 0 hides it. Without it the column fills the row (24 of a default row).
   * @default 24
   */
  ngxSpan?: number;
  /** Ref to the rendered div element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One column of a `Row`, as wide as `ngxSpan` of the row's columns plus the gutters between them.
 * It must sit directly inside a Row; elsewhere it throws.
 */
export function Col({ ngxSpan, className, style, hidden, children, ref, ...rest }: ColProps) {
  const row = useContext(RowContext);
  if (!row) throw new Error(GRID_ERRORS.outsideRow);
  // The default is the whole row, which is 24 in a default row; a literal 24 would not fit a 12-column row.
  const span = ngxSpan ?? row.columns;
  checkColSpan(span, row.columns);
  const collapsed = span === 0;

  return (
    <div
      {...rest}
      ref={ref}
      hidden={hidden || collapsed}
      className={cx('aq-col', className)}
      style={{ '--aq-col-span': span, ...style } as CSSProperties}
      data-span={span}
      data-hidden={dataFlag(collapsed)}
    >
      {children}
    </div>
  );
}
