import type { CropperHandle } from './constants.ts';
import type { FrameRules } from './limits.ts';
import type { CropperPosition, Dimensions } from './types.ts';

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

const widthOf = (position: CropperPosition) => position.x2 - position.x1;
const heightOf = (position: CropperPosition) => position.y2 - position.y1;

/** A frame of `width` × `height` with its top left at (x, y), shifted as little as needed to lie inside `bounds`. */
function placed(x: number, y: number, width: number, height: number, bounds: Dimensions): CropperPosition {
  const x1 = clamp(x, 0, Math.max(0, bounds.width - width));
  const y1 = clamp(y, 0, Math.max(0, bounds.height - height));
  return { x1, y1, x2: x1 + width, y2: y1 + height };
}

/** Where the frame starts on a new image: as large as the limits allow, in its aspect ratio, centred. */
export function initialPosition(rules: FrameRules): CropperPosition {
  const { maxWidth: width, maxHeight: height, bounds } = rules;
  return placed((bounds.width - width) / 2, (bounds.height - height) / 2, width, height, bounds);
}

/**
 * Makes any position a valid frame: corners in order, size within the limits and in the aspect ratio, inside
 * the image. `anchor` keeps the top left corner (a position someone asked for) or the centre (a new ratio).
 */
export function fitPosition(position: CropperPosition, rules: FrameRules, anchor: 'start' | 'center' = 'start'): CropperPosition {
  const x1 = Math.min(position.x1, position.x2);
  const y1 = Math.min(position.y1, position.y2);
  const givenWidth = Math.abs(widthOf(position));
  const givenHeight = Math.abs(heightOf(position));
  const width = clamp(givenWidth, rules.minWidth, rules.maxWidth);
  const height = rules.aspectRatio ? width / rules.aspectRatio : clamp(givenHeight, rules.minHeight, rules.maxHeight);
  if (anchor === 'start') return placed(x1, y1, width, height, rules.bounds);
  return placed(x1 + (givenWidth - width) / 2, y1 + (givenHeight - height) / 2, width, height, rules.bounds);
}

/** The frame moved by (dx, dy), stopping at the image's edges with its size kept. */
export function movePosition(start: CropperPosition, dx: number, dy: number, bounds: Dimensions): CropperPosition {
  return placed(start.x1 + dx, start.y1 + dy, widthOf(start), heightOf(start), bounds);
}

const sidesOf = (handle: CropperHandle) => ({
  x: handle.includes('left') ? -1 : handle.includes('right') ? 1 : 0,
  y: handle.startsWith('top') ? -1 : handle.startsWith('bottom') ? 1 : 0,
});

/** One edge moved by `delta`: the opposite edge stays, the size keeps its limits and the image's edge. */
function resizeAxis(low: number, high: number, side: number, delta: number, min: number, max: number, extent: number) {
  if (side < 0) return { low: Math.max(0, clamp(low + delta, high - max, high - min)), high };
  if (side > 0) return { low, high: Math.min(extent, clamp(high + delta, low + min, low + max)) };
  return { low, high };
}

/**
 * The frame after the edge or corner `handle` was dragged by (dx, dy). Keeping an aspect ratio, a corner
 * follows the axis the pointer moved further along (relative to the frame's shape) and the opposite corner
 * stays; an edge changes the other size around the frame's middle.
 */
export function resizePosition(
  start: CropperPosition,
  handle: CropperHandle,
  dx: number,
  dy: number,
  rules: FrameRules,
): CropperPosition {
  const sides = sidesOf(handle);
  const { bounds, aspectRatio: ratio } = rules;
  if (!ratio) {
    const x = resizeAxis(start.x1, start.x2, sides.x, dx, rules.minWidth, rules.maxWidth, bounds.width);
    const y = resizeAxis(start.y1, start.y2, sides.y, dy, rules.minHeight, rules.maxHeight, bounds.height);
    return { x1: x.low, y1: y.low, x2: x.high, y2: y.high };
  }

  const startWidth = widthOf(start);
  const startHeight = heightOf(start);
  const roomX = sides.x > 0 ? bounds.width - start.x1 : sides.x < 0 ? start.x2 : bounds.width;
  const roomY = sides.y > 0 ? bounds.height - start.y1 : sides.y < 0 ? start.y2 : bounds.height;
  const byWidth = sides.y === 0 || (sides.x !== 0 && Math.abs(dx) >= Math.abs(dy) * ratio);
  const wanted = byWidth ? startWidth + sides.x * dx : (startHeight + sides.y * dy) * ratio;
  const width = clamp(wanted, rules.minWidth, Math.min(rules.maxWidth, roomX, roomY * ratio));
  const height = width / ratio;

  const x = sides.x > 0 ? start.x1 : sides.x < 0 ? start.x2 - width : (start.x1 + start.x2 - width) / 2;
  const y = sides.y > 0 ? start.y1 : sides.y < 0 ? start.y2 - height : (start.y1 + start.y2 - height) / 2;
  return placed(x, y, width, height, bounds);
}

/** The frame scaled by `scale` around its middle (two fingers apart or together), within its limits. */
export function pinchPosition(start: CropperPosition, scale: number, rules: FrameRules): CropperPosition {
  const width = clamp(widthOf(start) * scale, rules.minWidth, rules.maxWidth);
  const height = rules.aspectRatio ? width / rules.aspectRatio : clamp(heightOf(start) * scale, rules.minHeight, rules.maxHeight);
  const x = (start.x1 + start.x2 - width) / 2;
  const y = (start.y1 + start.y2 - height) / 2;
  return placed(x, y, width, height, rules.bounds);
}

/** The same part of the image after it is displayed at another size (the window or the container resized). */
export function rescalePosition(position: CropperPosition, from: Dimensions, to: Dimensions): CropperPosition {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return { x1: position.x1 * sx, y1: position.y1 * sy, x2: position.x2 * sx, y2: position.y2 * sy };
}

/** Whether two positions are the same to a hundredth of a pixel (so a re-fit does not report a change). */
export function samePosition(a: CropperPosition | null | undefined, b: CropperPosition | null | undefined): boolean {
  if (!a || !b) return a === b;
  const near = (p: number, q: number) => Math.abs(p - q) < 0.01;
  return near(a.x1, b.x1) && near(a.y1, b.y1) && near(a.x2, b.x2) && near(a.y2, b.y2);
}
