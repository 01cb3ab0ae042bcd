export type TagMode = 'default' | 'closeable' | 'checkable';

export const TAG_DEFAULT_COLOR = '#1890FF';
