export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonType } from './Skeleton.tsx';
