export { Paginator } from './Paginator.tsx';
export type { PaginatorProps } from './Paginator.tsx';
export type { PaginatorLabels, PaginatorPageEvent, PaginatorStatus } from './constants.ts';
