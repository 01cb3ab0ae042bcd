import { SELECT_ERRORS, type SelectOptionPair, type SelectValue } from './constants.ts';

/** null, undefined and '' are no value at all: they select nothing and are never a type error. */
export const isEmptyValue = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';

export const isSelectValue = (value: unknown): value is SelectValue => typeof value === 'string' || typeof value === 'number';

export const isOptionPair = (value: unknown): value is SelectOptionPair =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as SelectOptionPair).label === 'string' &&
  isSelectValue((value as SelectOptionPair).value);

/**
 * The chosen value of a single select, or null when there is none.
 * @throws TypeError when the value is neither empty, a string nor a number.
 */
export function toSingleValue(value: unknown): SelectValue | null {
  if (isEmptyValue(value)) return null;
  if (!isSelectValue(value)) throw new TypeError(SELECT_ERRORS.single);
  return value;
}

/**
 * The chosen pairs of a multiple select, in the order they were chosen; one pair counts as a list of one.
 * @throws TypeError when the value is neither empty, a label/value pair nor an array of them.
 */
export function toPairs(value: unknown): SelectOptionPair[] {
  if (isEmptyValue(value)) return [];
  if (isOptionPair(value)) return [value];
  if (Array.isArray(value) && value.every(isOptionPair)) return value;
  throw new TypeError(SELECT_ERRORS.multiple);
}

/** The text of a multiple select's field: the last chosen label, then how many others are chosen. */
export function multipleLabel(pairs: readonly SelectOptionPair[]): string {
  if (pairs.length === 0) return '';
  const last = pairs[pairs.length - 1].label;
  return pairs.length > 1 ? `${last} (+${pairs.length - 1})` : last;
}
