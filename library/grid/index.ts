export { Row } from './Row.tsx';
export type { RowProps } from './Row.tsx';
export { Col } from './Col.tsx';
export type { ColProps } from './Col.tsx';
export { GRID_COLUMNS, GRID_GUTTER, GRID_WARNINGS, ROW_ALIGN_VALUES, ROW_JUSTIFY_VALUES } from './constants.ts';
export type { GridSpan, RowAlign, RowGutter, RowJustify } from './constants.ts';
