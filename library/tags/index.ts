export { Tag } from './Tag.tsx';
export type { TagProps } from './Tag.tsx';
export type { TagMode } from './constants.ts';
