export { Row } from './Row';
export type { RowProps } from './Row';
export { Col } from './Col';
export type { ColProps } from './Col';
export { GRID_COLUMNS, GRID_ERRORS, GRID_GUTTER, ROW_ALIGN_VALUES, ROW_JUSTIFY_VALUES } from './constants';
export type { RowAlign, RowJustify } from './constants';
