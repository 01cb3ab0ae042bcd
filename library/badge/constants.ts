export type BadgeSize = 'small' | 'medium' | 'large';
/** The top corner the badge sits on: after the content (right, in left-to-right text) or before it. */
export type BadgePlacement = 'before' | 'after';

/** Height (and minimum width) of the badge of each size, in pixels. */
export const BADGE_SIZES: Record<BadgeSize, number> = { small: 20, medium: 24, large: 28 };

export const BADGE_DEFAULT_COLOR = '#FF4D4F';
export const BADGE_DEFAULT_MAX = 99;

/** What the badge shows: the count, or the limit and a plus once the count passes it (99+). */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
