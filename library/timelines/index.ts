export { Timeline } from './Timeline.tsx';
export type { TimelineProps } from './Timeline.tsx';
export { TimelineItem } from './TimelineItem.tsx';
export type { TimelineItemProps } from './TimelineItem.tsx';
export { TIMELINE_DEFAULT_COLOR } from './constants.ts';
export type { TimelineMode } from './constants.ts';
