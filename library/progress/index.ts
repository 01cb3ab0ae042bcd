export { Progress } from './Progress.tsx';
export type { ProgressProps } from './Progress.tsx';
export {
  PROGRESS_CIRCUMFERENCE,
  PROGRESS_DEFAULT_COLOR,
  PROGRESS_DEFAULT_DURATION,
  PROGRESS_LABEL,
  PROGRESS_RADIUS,
} from './constants.ts';
export type { ProgressSize, ProgressVariant } from './constants.ts';
