export { Paginator } from './Paginator';
export type { PaginatorProps } from './Paginator';
export { PAGINATOR_LABELS, PAGINATOR_NAV_LABEL, PAGINATOR_SIZE_FIELD_WIDTH } from './constants';
export type { PaginatorLabels, PaginatorPageEvent, PaginatorStatus } from './constants';
