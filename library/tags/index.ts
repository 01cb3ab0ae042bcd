export { Tag } from './Tag.tsx';
export type { TagProps } from './Tag.tsx';
export { TAG_DEFAULT_COLOR } from './constants.ts';
export type { TagMode } from './constants.ts';
