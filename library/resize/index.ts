export { Resizable } from './Resizable.tsx';
export type { ResizableProps } from './Resizable.tsx';
export type { ResizeDirection, ResizeMarkerPosition, ResizeSize } from './constants.ts';
