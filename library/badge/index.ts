export { Badge } from './Badge.tsx';
export type { BadgeProps } from './Badge.tsx';
export { BADGE_SIZES, BADGE_DEFAULT_COLOR, BADGE_DEFAULT_MAX } from './constants.ts';
export type { BadgePlacement, BadgeSize } from './constants.ts';
