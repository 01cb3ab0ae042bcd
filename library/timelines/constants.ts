export type TimelineMode = 'left' | 'alternate' | 'right';

export const TIMELINE_DEFAULT_COLOR = '#1890ff';
