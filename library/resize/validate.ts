import { pxSize, warnOnce } from '../core/index.ts';
import {
  RESIZE_DIRECTIONS,
  RESIZE_MARKER_POSITIONS,
  RESIZE_MIN_HEIGHT,
  RESIZE_MIN_WIDTH,
  RESIZE_WARNINGS,
  type ResizeDirection,
  type ResizeMarkerPosition,
} from './constants.ts';

/** The panel's props as it uses them. */
export interface ResizableSettings {
  width: number;
  minWidth: number;
  minHeight: number;
  markerPosition: ResizeMarkerPosition;
  resizeDirection: ResizeDirection;
}

function oneOf<T>(value: unknown, allowed: readonly T[], fallback: T, warning: (value: unknown) => string): T {
  if (allowed.includes(value as T)) return value as T;
  warnOnce(warning(value));
  return fallback;
}

/**
 * Props typed as numbers or unions still arrive as anything from plain JavaScript, a CMS or a parsed query
 * string. A size in px may come as text ("300", "300px"); anything the panel cannot use is replaced by the
 * default and reported once in development (RESIZE_WARNINGS), so a bad value never takes the page down.
 */
export function resolveResizable(props: Record<keyof ResizableSettings, unknown>): ResizableSettings {
  return {
    width: pxSize(props.width, 0, RESIZE_WARNINGS.width),
    minWidth: pxSize(props.minWidth, RESIZE_MIN_WIDTH, RESIZE_WARNINGS.minWidth),
    minHeight: pxSize(props.minHeight, RESIZE_MIN_HEIGHT, RESIZE_WARNINGS.minHeight),
    markerPosition: oneOf(props.markerPosition, RESIZE_MARKER_POSITIONS, 'bottom-right', RESIZE_WARNINGS.markerPosition),
    resizeDirection: oneOf(props.resizeDirection, RESIZE_DIRECTIONS, 'diagonal', RESIZE_WARNINGS.resizeDirection),
  };
}
