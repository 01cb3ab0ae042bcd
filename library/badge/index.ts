export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { BADGE_SIZES, BADGE_DEFAULT_COLOR, BADGE_DEFAULT_OVERFLOW } from './constants';
export type { BadgeSize } from './constants';
