import { RATE_COUNT } from './constants.ts';

/**
 * A written value as a whole number of stars from 0 to 5 (rounded, then clamped), or null for a value
 * that is no number (null, undefined, NaN).
 */
export function toRating(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.min(RATE_COUNT, Math.max(0, Math.round(value)));
}

/** The accessible name of star `count`: "1 star", "2 stars" … "5 stars". */
export const starLabel = (count: number): string => `${count} ${count === 1 ? 'star' : 'stars'}`;

/** What a read-only rating says: "4 out of 5 stars". */
export const ratingText = (rating: number): string => `${rating} out of ${RATE_COUNT} stars`;
