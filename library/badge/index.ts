export { Badge } from './Badge.tsx';
export type { BadgeProps } from './Badge.tsx';
export { BADGE_SIZES, BADGE_DEFAULT_COLOR, BADGE_DEFAULT_OVERFLOW } from './constants.ts';
export type { BadgeSize } from './constants.ts';
