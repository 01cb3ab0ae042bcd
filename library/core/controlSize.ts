import { useEffect } from 'react';

/** The size of a checkbox or radio button: a named step or a number of pixels. */
export type ControlSize = 'small' | 'default' | 'large' | number;

/** Pixel sizes of the named steps, per component. */
export type ControlSizeScale = Record<Exclude<ControlSize, number>, number>;

/** What a size that is neither a named step nor a positive number of pixels is told in development. */
export const controlSizeWarning = (size: unknown): string =>
  `Aquila UI: ngxSize must be 'small', 'default', 'large' or a positive number of pixels; got ${String(size)}. The default size is used.`;

/** Whether `size` is one of the scale's named steps or a positive, finite number of pixels. */
export function isControlSize(size: unknown, scale: ControlSizeScale): size is ControlSize {
  if (typeof size === 'number') return Number.isFinite(size) && size > 0;
  return typeof size === 'string' && Object.hasOwn(scale, size);
}

/**
 * The box size in pixels: a number is taken as pixels, a named step is looked up, and anything else
 * is the default step. A size is a matter of looks, so a wrong one never takes the page down;
 * `useControlSize` says so in development.
 */
export function controlSizePx(size: ControlSize, scale: ControlSizeScale): number {
  if (!isControlSize(size, scale)) return scale.default;
  return typeof size === 'number' ? size : scale[size];
}

/** Logs `warning` in development, once per element and again only when it changes; null logs nothing. */
export function useSizeWarning(warning: string | null): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && warning) console.warn(warning);
  }, [warning]);
}

/** `controlSizePx`, warning in development about a size it had to replace by the default. */
export function useControlSize(size: ControlSize, scale: ControlSizeScale): number {
  useSizeWarning(isControlSize(size, scale) ? null : controlSizeWarning(size));
  return controlSizePx(size, scale);
}
