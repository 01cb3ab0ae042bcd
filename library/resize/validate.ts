import { RESIZE_DIRECTIONS, RESIZE_ERRORS, RESIZE_MARKER_POSITIONS } from './constants.ts';

const isPixels = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Props typed as numbers or unions still arrive as anything from plain JavaScript or a parsed query string;
 * a bad one would leave a panel that cannot be resized or shrinks to nothing, so it throws instead.
 */
export function checkResizable(
  resizableWidth: unknown,
  minWidth: unknown,
  minHeight: unknown,
  markerPosition: unknown,
  resizeDirection: unknown,
): void {
  if (!isPixels(resizableWidth)) throw new RangeError(RESIZE_ERRORS.resizableWidth(resizableWidth));
  if (!isPixels(minWidth)) throw new RangeError(RESIZE_ERRORS.minWidth(minWidth));
  if (!isPixels(minHeight)) throw new RangeError(RESIZE_ERRORS.minHeight(minHeight));
  if (!RESIZE_MARKER_POSITIONS.includes(markerPosition as never)) throw new RangeError(RESIZE_ERRORS.markerPosition(markerPosition));
  if (!RESIZE_DIRECTIONS.includes(resizeDirection as never)) throw new RangeError(RESIZE_ERRORS.resizeDirection(resizeDirection));
}
