export { Loading } from './Loading';
export type { LoadingProps } from './Loading';
export { LOADING_ITEMS, LOADING_LABEL, LOADING_SIZES } from './constants';
export type { LoadingSize, LoadingSpinnerType } from './constants';
export { useLoading } from './useLoading';
export type { LoadingOverlayOptions } from './loadingStore';
