export { Loading } from './Loading.tsx';
export type { LoadingProps } from './Loading.tsx';
export type { LoadingSize, LoadingVariant } from './constants.ts';
export { useLoading } from './useLoading.ts';
export type { LoadingOverlayOptions } from './loadingStore.ts';
