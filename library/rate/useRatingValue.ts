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
 * The rating's two-way state on `useControllableState`, as a whole number of stars. A controlled rating
 * shows what `value` says, as every controlled field of the library does: `null` (or a number that is
 * none) is no rating, like 0, and keeps the rating controlled; only `undefined` leaves it to the stars.
 * Nothing is remembered from earlier renders, so a render never sets state and `onChange` runs only
 * from a person's choice.
 */
export function useRatingValue({ value, defaultValue, onChange, readOnly }: RatingValueOptions): [number, (next: number) => void] {
  return useControllableState({
    value: value === undefined ? undefined : (toRating(value) ?? 0),
    defaultValue: toRating(defaultValue) ?? 0,
    onChange,
    name: 'Rate',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
    hasHandler: onChange !== undefined || readOnly,
  });
}
