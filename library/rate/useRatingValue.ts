import { useState } from 'react';
import { useControllableState } from '../core/index.ts';
import { toRating } from './rating.ts';

interface RatingValueOptions {
  value: number | null | undefined;
  defaultValue: number | null | undefined;
  onChange: ((value: number) => void) | undefined;
  /** A read-only rating needs no change handler, so it never warns about one. */
  readOnly: boolean;
}

/**
 * The rating's two-way state on `useControllableState`, where an empty write (`null`, `undefined`) is
 * ignored: the stars keep the last rating written instead of falling back to their default, so a
 * form that resets its fields to null does not wipe what the person sees; 0 is the way to clear.
 * Once a `value` has been given the rating stays controlled, so an empty write never flips it to
 * uncontrolled.
 */
export function useRatingValue({ value, defaultValue, onChange, readOnly }: RatingValueOptions): [number, (next: number) => void] {
  const fallback = toRating(defaultValue) ?? 0;
  const incoming = toRating(value);
  const [written, setWritten] = useState(incoming);
  const [controlled, setControlled] = useState(value !== undefined);
  // Remembered during render (React's pattern for state that follows a prop), so no render shows a stale value.
  if (incoming !== null && incoming !== written) setWritten(incoming);
  if (value !== undefined && !controlled) setControlled(true);

  return useControllableState({
    value: controlled || value !== undefined ? (incoming ?? written ?? fallback) : undefined,
    defaultValue: fallback,
    onChange,
    name: 'Rate',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
    hasHandler: onChange !== undefined || readOnly,
  });
}
