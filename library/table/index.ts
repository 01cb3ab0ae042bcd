export { Table } from './Table';
export type { TableProps } from './Table';
export { TableColumnGroup } from './TableColumnGroup';
export type { TableColumnGroupProps } from './TableColumnGroup';
export { TableColumnResize } from './TableColumnResize';
export type { TableColumnResizeProps } from './TableColumnResize';
export { TableSortHeader } from './TableSortHeader';
export type { TableSortHeaderProps } from './TableSortHeader';
export { compareValues, nextSortDirection, sortRows } from './sorting';
export {
  TABLE_ARIA_SORT,
  TABLE_RESIZE_LABEL,
  TABLE_SORT_STATE_LABELS,
  TABLE_COLUMN_MIN_WIDTH,
  TABLE_RESIZE_STEP,
  TABLE_RESIZE_STEP_LARGE,
} from './constants';
export type { SortDirection, TableScroll } from './constants';
