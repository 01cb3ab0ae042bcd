export { Loading } from './Loading.tsx';
export type { LoadingProps } from './Loading.tsx';
export { LOADING_ITEMS, LOADING_LABEL, LOADING_SIZES } from './constants.ts';
export type { LoadingSize, LoadingVariant } from './constants.ts';
export { useLoading } from './useLoading.ts';
export type { LoadingOverlayOptions } from './loadingStore.ts';
