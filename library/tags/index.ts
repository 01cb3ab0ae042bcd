export { Tag } from './Tag';
export type { TagProps } from './Tag';
export { TAG_DEFAULT_COLOR } from './constants';
export type { TagMode } from './constants';
