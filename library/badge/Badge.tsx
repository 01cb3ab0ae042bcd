import type { ComponentPropsWithoutRef, CSSProperties, Ref } from 'react';
import { cx, dataFlag, fillColors, type ColorPair } from '../core/index.ts';
import { useSizeWarning } from '../core/controlSize.ts';
import { BADGE_DEFAULT_COLOR, BADGE_DEFAULT_OVERFLOW, BADGE_SIZES, badgeText, type BadgeSize } from './constants.ts';
import './Badge.scss';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** The number shown in the badge; without it no badge is drawn. */
  ngxBadge?: number;
  /**
   * The badge's fill — any colour format — with its text colour chosen to read well, or `{ backgroundColor, overlayColor }` to set both.
   * @default '#FF4D4F'
   */
  ngxBadgeColor?: string | ColorPair;
  /**
   * Hides the badge, keeping what it is attached to.
   * @default false
   */
  ngxBadgeHidden?: boolean;
  /**
   * The corner the badge sits on: the top corner after the content (right, in left-to-right text) or before it.
   * @default 'after'
   */
  ngxBadgePosition?: 'before' | 'after';
  /**
   * Badge height: small (20 px), medium (24 px) or large (28 px), with 12, 14 or 16 px text.
   * @default 'small'
   */
  ngxBadgeSize?: BadgeSize;
  /**
   * The largest number shown as it is; a bigger one shows as this number and a plus (`99+`).
   * @default 99
   */
  ngxOverflowCount?: number;
  /** Ref to the `<span>` that wraps the content and the badge. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small count on the corner of what it wraps: unread messages on an icon, items in a cart. The
 * count is text inside the wrapper, so a screen reader reads it right after the content.
 */
export function Badge({
  ngxBadge,
  ngxBadgeColor = BADGE_DEFAULT_COLOR,
  ngxBadgeHidden = false,
  ngxBadgePosition = 'after',
  ngxBadgeSize = 'small',
  ngxOverflowCount = BADGE_DEFAULT_OVERFLOW,
  className,
  style,
  children,
  ref,
  ...rest
}: BadgeProps) {
  // A size is a matter of looks: an unknown one warns in development and draws the default.
  const known = Object.hasOwn(BADGE_SIZES, ngxBadgeSize);
  useSizeWarning(
    known ? null : `Aquila UI: Badge ngxBadgeSize must be 'small', 'medium' or 'large'; got ${String(ngxBadgeSize)}. 'small' is used.`,
  );
  const sizeName: BadgeSize = known ? ngxBadgeSize : 'small';
  const size = BADGE_SIZES[sizeName];
  const colors = fillColors(ngxBadgeColor, 'Badge ngxBadgeColor', BADGE_DEFAULT_COLOR);
  const shown = ngxBadge !== undefined && !ngxBadgeHidden;

  return (
    <span
      {...rest}
      ref={ref}
      className={cx('aq-badge', className)}
      style={
        {
          '--aq-badge-size': `${size}px`,
          '--aq-badge-color': colors.background,
          '--aq-badge-text': colors.text,
          ...style,
        } as CSSProperties
      }
      data-position={ngxBadgePosition}
      data-size={sizeName}
      data-hidden={dataFlag(!shown)}
    >
      {children}
      {shown && <span className="aq-badge__count">{badgeText(ngxBadge, ngxOverflowCount)}</span>}
    </span>
  );
}
