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
/** What the handle is called to assistive technology unless `handleLabel` says otherwise. */
export const RESIZE_HANDLE_LABEL = 'Resize';

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

// A string is quoted so `"120"` (a string where a number belongs) reads differently from 120.
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The texts thrown (as RangeError) for values the panel cannot use. */
export const RESIZE_ERRORS = {
  resizableWidth: (value: unknown) =>
    `Resizable resizableWidth must be a number of pixels of at least 0 (0 keeps the natural width); got ${shown(value)}.`,
  minWidth: (value: unknown) => `Resizable minWidth must be a number of pixels of at least 0; got ${shown(value)}.`,
  minHeight: (value: unknown) => `Resizable minHeight must be a number of pixels of at least 0; got ${shown(value)}.`,
  markerPosition: (value: unknown) =>
    `Resizable markerPosition must be one of ${RESIZE_MARKER_POSITIONS.join(', ')}; got ${shown(value)}.`,
  resizeDirection: (value: unknown) =>
    `Resizable resizeDirection must be one of ${RESIZE_DIRECTIONS.join(', ')}; got ${shown(value)}.`,
} as const;
