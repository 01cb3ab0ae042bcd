export { Badge } from './Badge.tsx';
export type { BadgeProps } from './Badge.tsx';
export type { BadgePlacement, BadgeSize } from './constants.ts';
