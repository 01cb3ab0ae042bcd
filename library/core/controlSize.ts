/** The size of a checkbox or radio button: a named step or a number of pixels. */
export type ControlSize = 'small' | 'default' | 'large' | number;

/** Pixel sizes of the named steps, per component. */
export type ControlSizeScale = Record<Exclude<ControlSize, number>, number>;

/**
 * The box size in pixels. A number is taken as pixels; anything else that is not a named step throws,
 * because a silently wrong size is harder to find than a message naming the value.
 */
export function controlSizePx(size: ControlSize, scale: ControlSizeScale): number {
  if (typeof size === 'number') {
    if (Number.isFinite(size) && size > 0) return size;
  } else if (Object.hasOwn(scale, size)) {
    return scale[size];
  }
  throw new RangeError(`Aquila UI: ngxSize must be 'small', 'default', 'large' or a positive number of pixels; got ${String(size)}.`);
}
