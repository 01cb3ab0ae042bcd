import { PROGRESS_DEFAULT_DURATION } from './constants.ts';

/** The percent the bar shows: kept within 0 to 100, and 0 for a value that is not a number. */
export function clampPercent(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The transition time in seconds: 0 at least, and the default for a value that is not a finite number. */
export function transitionSeconds(duration: number): number {
  if (!Number.isFinite(duration)) return PROGRESS_DEFAULT_DURATION;
  return Math.max(0, duration);
}
