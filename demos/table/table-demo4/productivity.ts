/** The colour of a productivity score: red up to 50, blue up to 80, green up to 100. */
export const PRODUCTIVITY_COLORS = { low: '#FF4D4F', medium: '#1890FF', high: '#52C41A' } as const;

/** What is thrown for a score above 100 (or one that is not a number). */
export const OUT_OF_RANGE = 'Valor fuera de rango';

/** The colour of a productivity score from 0 to 100; a score above 100 is a mistake in the data and throws. */
export function productivityColor(value: number): string {
  if (!(value <= 100)) throw new RangeError(OUT_OF_RANGE);
  if (value <= 50) return PRODUCTIVITY_COLORS.low;
  if (value <= 80) return PRODUCTIVITY_COLORS.medium;
  return PRODUCTIVITY_COLORS.high;
}
