/** A CSS length from a size prop: numbers are px, strings pass as written, empty values give none. */
export function toCssLength(size: string | number | null | undefined): string | undefined {
  if (size === null || size === undefined || size === '') return undefined;
  return typeof size === 'number' ? `${size}px` : size;
}
