export { Resizable } from './Resizable.tsx';
export type { ResizableProps } from './Resizable.tsx';
export {
  RESIZE_DIRECTIONS,
  RESIZE_HANDLE_LABEL,
  RESIZE_HANDLE_SIZE,
  RESIZE_MARKER_POSITIONS,
  RESIZE_MIN_HEIGHT,
  RESIZE_MIN_WIDTH,
  RESIZE_STEP,
  RESIZE_STEP_LARGE,
  RESIZE_WARNINGS,
} from './constants.ts';
export type { ResizeDirection, ResizeMarkerPosition, ResizeSize } from './constants.ts';
