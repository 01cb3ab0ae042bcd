export { Table } from './Table.tsx';
export type { TableProps } from './Table.tsx';
export { TableColumnGroup } from './TableColumnGroup.tsx';
export type { TableColumnGroupProps } from './TableColumnGroup.tsx';
export { TableColumnResize } from './TableColumnResize.tsx';
export type { TableColumnResizeProps } from './TableColumnResize.tsx';
export { TableSortHeader } from './TableSortHeader.tsx';
export type { TableSortHeaderProps } from './TableSortHeader.tsx';
export { compareValues, nextSortDirection, sortRows } from './sorting.ts';
export {
  TABLE_ARIA_SORT,
  TABLE_RESIZE_LABEL,
  TABLE_SORT_STATE_LABELS,
  TABLE_COLUMN_MIN_WIDTH,
  TABLE_RESIZE_STEP,
  TABLE_RESIZE_STEP_LARGE,
} from './constants.ts';
export type { SortDirection, TableScroll } from './constants.ts';
