import { RATE_COUNT } from './constants.ts';

/**
 * A written value as a whole number of stars from 0 to 5 (rounded, then clamped), or null for a value
 * that is no number (null, undefined, NaN).
 */
export function toRating(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.min(RATE_COUNT, Math.max(0, Math.round(value)));
}
