import { warnRenamedValue } from './renamedProps.ts';
import { warnOnce } from './warnOnce.ts';

/** The one size scale of 1.0. */
export type NamedSize = 'small' | 'medium' | 'large';

const NAMED_SIZES: readonly unknown[] = ['small', 'medium', 'large'] satisfies NamedSize[];

export const isNamedSize = (value: unknown): value is NamedSize => NAMED_SIZES.includes(value);

/** What a component says of a `size` that is none of its sizes, naming the size it draws instead. */
export function invalidSizeWarning(component: string, size: unknown, fallback: NamedSize, pixels = false): string {
  const sizes = pixels ? "'small', 'medium', 'large' or a positive number of pixels" : "'small', 'medium' or 'large'";
  return `Aquila UI: ${component} size must be ${sizes}; got ${String(size)}. '${fallback}' is used.`;
}

/**
 * The named size a component draws: `size` when it is one, `fallback` otherwise. A size is a matter of looks,
 * so a wrong one never takes the page down; in development it warns once, as a 0.x value when it is one
 * ('default' is 'medium' since 1.0), as an invalid size otherwise. `pixels` says the component also takes
 * a number, for the warning's text.
 */
export function namedSize(component: string, size: unknown, fallback: NamedSize, pixels = false): NamedSize {
  if (isNamedSize(size)) return size;
  if (!warnRenamedValue(component, 'size', size)) warnOnce(invalidSizeWarning(component, size, fallback, pixels));
  return fallback;
}
