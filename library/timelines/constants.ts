/** 'default' is the line with the content on its right and no labels at all. */
export type TimelineMode = 'left' | 'alternate' | 'right' | 'default';

export const TIMELINE_DEFAULT_COLOR = '#1890ff';
