export { Timeline } from './Timeline.tsx';
export type { TimelineProps } from './Timeline.tsx';
export { TimelineItem } from './TimelineItem.tsx';
export type { TimelineItemProps } from './TimelineItem.tsx';
export type { TimelineMode } from './constants.ts';
