export { Row } from './Row';
export type { RowProps } from './Row';
export { Col } from './Col';
export type { ColProps } from './Col';
export { GRID_COLUMNS, GRID_GUTTER, GRID_WARNINGS, ROW_ALIGN_VALUES, ROW_JUSTIFY_VALUES } from './constants';
export type { GridSpan, RowAlign, RowGutter, RowJustify } from './constants';
