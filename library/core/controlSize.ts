import { namedSize, type NamedSize } from './namedSize.ts';

/** The size of a checkbox or radio button: a named step or a number of pixels. */
export type ControlSize = NamedSize | number;

/** Pixel sizes of the named steps, per component. */
export type ControlSizeScale = Record<NamedSize, number>;

/**
 * The box size in pixels of `component`: a positive number is taken as pixels, a named step is looked up
 * in `scale`, and anything else (0.x's 'default' too) is the medium step. A size is a matter of looks, so
 * a wrong one never takes the page down; `namedSize` warns of it once in development.
 */
export function controlSizePx(component: string, size: unknown, scale: ControlSizeScale): number {
  if (typeof size === 'number' && Number.isFinite(size) && size > 0) return size;
  return scale[namedSize(component, size, 'medium', true)];
}
