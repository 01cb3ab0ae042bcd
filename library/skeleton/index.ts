export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonVariant } from './Skeleton.tsx';
