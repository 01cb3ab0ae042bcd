import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx, withoutRenamedProps } from '../core/index.ts';
import './Skeleton.scss';

export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * The shape it stands in for: a block that fills the size you give it (''), a line of text, a round
   * avatar (32 px), a button (120 × 32 px), or a full-width row.
   * @default ''
   */
  variant?: '' | 'text' | 'avatar' | 'button' | 'row';
  /** Ref to the placeholder's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

export type SkeletonVariant = NonNullable<SkeletonProps['variant']>;

/**
 * A grey placeholder in the shape of content that is still loading. It is hidden from assistive
 * technology: mark the region that is loading with `aria-busy` instead, and say so in text if the wait
 * is long. It shimmers unless reduced motion is asked for.
 */
export function Skeleton({ variant = '', className, ref, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden
      {...withoutRenamedProps('Skeleton', rest)}
      ref={ref}
      className={cx('aq-skeleton', className)}
      data-variant={variant || 'block'}
    />
  );
}
