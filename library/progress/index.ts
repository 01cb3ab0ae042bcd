export { Progress } from './Progress.tsx';
export type { ProgressProps } from './Progress.tsx';
export type { ProgressSize, ProgressVariant } from './constants.ts';
