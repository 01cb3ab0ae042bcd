import type { ComponentPropsWithoutRef, CSSProperties, Ref } from 'react';
import { cx, dataFlag, withoutRenamedProps, useMessages } from '../core/index.ts';
import { namedSize } from '../core/namedSize.ts';
import { LOADING_ITEMS, LOADING_SIZES, type LoadingSize, type LoadingVariant } from './constants.ts';
import { loadingEnglish } from './english.ts';
import './Loading.scss';

export interface LoadingProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Width and height of the spinner: 36, 44 or 64 px.
   * @default 'medium'
   */
  size?: LoadingSize;
  /**
   * Hides the spinner (it stays in the page, so showing it again costs nothing).
   * @default false
   */
  hidden?: boolean;
  /**
   * Draws the spinner as 12 bars around the centre, or as 12 dots.
   * @default 'bars'
   */
  variant?: LoadingVariant;
  /** Ref to the spinner's `<div role="status">`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A spinner that says work is under way. It is a status region named "Loading" (or your `aria-label`),
 * and with reduced motion asked for it stands still.
 */
export function Loading({ size = 'medium', hidden = false, variant = 'bars', className, style, ref, ...rest }: LoadingProps) {
  const loadingMessages = useMessages('loading', loadingEnglish);
  const drawnSize = namedSize('Loading', size, 'medium');
  return (
    <div
      role="status"
      aria-label={loadingMessages.loading}
      {...withoutRenamedProps('Loading', rest)}
      ref={ref}
      hidden={hidden}
      className={cx('aq-loading', className)}
      style={{ '--aq-loading-size': `${LOADING_SIZES[drawnSize]}px`, ...style } as CSSProperties}
      data-size={drawnSize}
      data-variant={variant}
      data-hidden={dataFlag(hidden)}
    >
      {Array.from({ length: LOADING_ITEMS }, (_, index) => (
        <span key={index} aria-hidden className="aq-loading__item" style={{ '--aq-loading-index': index } as CSSProperties} />
      ))}
    </div>
  );
}
