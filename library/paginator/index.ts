export { Paginator } from './Paginator.tsx';
export type { PaginatorProps } from './Paginator.tsx';
export { PAGINATOR_LABELS, PAGINATOR_NAV_LABEL, PAGINATOR_SIZE_FIELD_WIDTH } from './constants.ts';
export type { PaginatorLabels, PaginatorPageEvent, PaginatorStatus } from './constants.ts';
