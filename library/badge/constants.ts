export type BadgeSize = 'small' | 'medium' | 'large';

/** Height (and minimum width) of the badge of each size, in pixels. */
export const BADGE_SIZES: Record<BadgeSize, number> = { small: 20, medium: 24, large: 28 };

export const BADGE_DEFAULT_COLOR = '#FF4D4F';
export const BADGE_DEFAULT_OVERFLOW = 99;

/** What the badge shows: the count, or the limit and a plus once the count passes it (99+). */
export function badgeText(count: number, overflowCount: number): string {
  return count > overflowCount ? `${overflowCount}+` : String(count);
}
