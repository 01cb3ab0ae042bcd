export { Timeline } from './Timeline';
export type { TimelineProps } from './Timeline';
export { TimelineItem } from './TimelineItem';
export type { TimelineItemProps } from './TimelineItem';
export { TIMELINE_DEFAULT_COLOR } from './constants';
export type { TimelineMode } from './constants';
