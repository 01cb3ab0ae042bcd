import { shownValue } from '../core/index.ts';

export type ResizeMarkerPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'left' | 'right' | 'top' | 'bottom';
export type ResizeDirection = 'diagonal' | 'horizontal' | 'vertical';

/** A panel's size in px, as `onResize` reports it. */
export interface ResizeSize {
  width: number;
  height: number;
}

/** The narrowest and lowest a panel can be made unless `minWidth` / `minHeight` say otherwise, in px. */
export const RESIZE_MIN_WIDTH = 100;
export const RESIZE_MIN_HEIGHT = 100;
/** Thickness of the handle in px (its grab area reaches further into the panel). */
export const RESIZE_HANDLE_SIZE = 5;
/** px an arrow key resizes by, and with Shift held. */
export const RESIZE_STEP = 10;
export const RESIZE_STEP_LARGE = 50;
/** Every accepted `markerPosition`: the four corners, then the middles of the four edges. */
export const RESIZE_MARKER_POSITIONS: readonly ResizeMarkerPosition[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'left',
  'right',
  'top',
  'bottom',
];
/** Every accepted `resizeDirection`. */
export const RESIZE_DIRECTIONS: readonly ResizeDirection[] = ['diagonal', 'horizontal', 'vertical'];

/**
 * What development is told about values the panel cannot use, each naming the prop and the value given (a
 * string quoted, so `"wide"` reads differently from a number) and the value used instead.
 */
export const RESIZE_WARNINGS = {
  width: (value: unknown) =>
    `Aquila UI: Resizable width must be a number of pixels of at least 0, such as 300 or "300px" (0 keeps the natural width); got ${shownValue(value)}. 0 is used.`,
  minWidth: (value: unknown) =>
    `Aquila UI: Resizable minWidth must be a number of pixels of at least 0, such as 120 or "120px"; got ${shownValue(value)}. ${RESIZE_MIN_WIDTH} is used.`,
  minHeight: (value: unknown) =>
    `Aquila UI: Resizable minHeight must be a number of pixels of at least 0, such as 120 or "120px"; got ${shownValue(value)}. ${RESIZE_MIN_HEIGHT} is used.`,
  markerPosition: (value: unknown) =>
    `Aquila UI: Resizable markerPosition must be one of ${RESIZE_MARKER_POSITIONS.join(', ')}; got ${shownValue(value)}. bottom-right is used.`,
  resizeDirection: (value: unknown) =>
    `Aquila UI: Resizable resizeDirection must be one of ${RESIZE_DIRECTIONS.join(', ')}; got ${shownValue(value)}. diagonal is used.`,
} as const;
