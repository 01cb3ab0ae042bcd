export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonType } from './Skeleton';
