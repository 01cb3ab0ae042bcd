export { Row } from './Row.tsx';
export type { RowProps } from './Row.tsx';
export { Col } from './Col.tsx';
export type { ColProps } from './Col.tsx';
export type { GridSpan, RowAlign, RowGutter, RowJustify } from './constants.ts';
