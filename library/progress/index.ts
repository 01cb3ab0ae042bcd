export { Progress } from './Progress';
export type { ProgressProps } from './Progress';
export { PROGRESS_CIRCUMFERENCE, PROGRESS_DEFAULT_COLOR, PROGRESS_DEFAULT_TIMER, PROGRESS_LABEL, PROGRESS_RADIUS } from './constants';
export type { ProgressSize, ProgressType } from './constants';
