import type { ComponentPropsWithoutRef, CSSProperties, Ref } from 'react';
import { cx, dataFlag, fillColors, withoutRenamedProps, type ColorPair } from '../core/index.ts';
import { namedSize } from '../core/namedSize.ts';
import { BADGE_DEFAULT_COLOR, BADGE_DEFAULT_MAX, BADGE_SIZES, badgeText, type BadgePlacement, type BadgeSize } from './constants.ts';
import './Badge.scss';

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'content' | 'color'> {
  /** The number shown in the badge; without it no badge is drawn. */
  content?: number;
  /**
   * The badge's fill — any colour format — with its text colour chosen to read well, or `{ backgroundColor, overlayColor }` to set both.
   * @default '#FF4D4F'
   */
  color?: string | ColorPair;
  /**
   * Hides the badge, keeping what it is attached to.
   * @default false
   */
  invisible?: boolean;
  /**
   * The corner the badge sits on: the top corner after the content (right, in left-to-right text) or before it.
   * @default 'after'
   */
  placement?: BadgePlacement;
  /**
   * Badge height: small (20 px), medium (24 px) or large (28 px), with 12, 14 or 16 px text.
   * @default 'small'
   */
  size?: BadgeSize;
  /**
   * The largest number shown as it is; a bigger one shows as this number and a plus (`99+`).
   * @default 99
   */
  max?: number;
  /** Ref to the `<span>` that wraps the content and the badge. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small count on the corner of what it wraps: unread messages on an icon, items in a cart. The
 * count is text inside the wrapper, so a screen reader reads it right after the content.
 */
export function Badge({
  content,
  color = BADGE_DEFAULT_COLOR,
  invisible = false,
  placement = 'after',
  size = 'small',
  max = BADGE_DEFAULT_MAX,
  className,
  style,
  children,
  ref,
  ...rest
}: BadgeProps) {
  const sizeName: BadgeSize = namedSize('Badge', size, 'small');
  const colors = fillColors(color, 'Badge color', BADGE_DEFAULT_COLOR);
  const shown = content !== undefined && !invisible;

  return (
    <span
      {...withoutRenamedProps('Badge', rest)}
      ref={ref}
      className={cx('aq-badge', className)}
      style={
        {
          '--aq-badge-size': `${BADGE_SIZES[sizeName]}px`,
          '--aq-badge-color': colors.background,
          '--aq-badge-text': colors.text,
          ...style,
        } as CSSProperties
      }
      data-placement={placement}
      data-size={sizeName}
      data-hidden={dataFlag(!shown)}
    >
      {children}
      {shown && <span className="aq-badge__count">{badgeText(content, max)}</span>}
    </span>
  );
}
