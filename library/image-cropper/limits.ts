import { CROPPER_MIN_SIZE } from './constants.ts';
import type { Dimensions, ImageCropperOptions } from './types.ts';

/** What the crop area may do on one displayed image, all in px of the image as displayed. */
export interface FrameRules {
  /** The displayed image: the frame stays inside it. */
  bounds: Dimensions;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Width ÷ height the frame keeps, or null when it may take any shape. */
  aspectRatio: number | null;
  /** False when a static width and height fix its size: only moving is left. */
  resizable: boolean;
}

/** The settings that limit the crop area's shape and size. */
export const LIMIT_SETTINGS = [
  'maintainAspectRatio',
  'aspectRatio',
  'cropperMinWidth',
  'cropperMinHeight',
  'cropperMaxWidth',
  'cropperMaxHeight',
  'cropperStaticWidth',
  'cropperStaticHeight',
] as const satisfies ReadonlyArray<keyof ImageCropperOptions>;

export type LimitSettings = Pick<ImageCropperOptions, (typeof LIMIT_SETTINGS)[number]>;

/** The limit settings alone, as a key that changes only when one of them does. */
export const limitsKeyOf = (settings: LimitSettings) => LIMIT_SETTINGS.map((name) => settings[name]).join();

/**
 * The frame's limits on an image of `image` px shown at `display` px. The minimums, maximums and static sizes
 * are given in px of the image and scaled to the display; the frame is never smaller than 20 displayed px,
 * and a maximum of 20 or less is ignored (it could not be resized at all).
 */
export function frameRules(settings: LimitSettings, display: Dimensions, image: Dimensions): FrameRules {
  const scale = image.width > 0 ? display.width / image.width : 1;
  const scaled = (value: number) => value * scale;
  const staticWidth = settings.cropperStaticWidth > 0 ? scaled(settings.cropperStaticWidth) : 0;
  const staticHeight = settings.cropperStaticHeight > 0 ? scaled(settings.cropperStaticHeight) : 0;
  const fixed = staticWidth > 0 && staticHeight > 0;

  let minWidth = Math.max(CROPPER_MIN_SIZE, settings.cropperMinWidth > 0 ? scaled(settings.cropperMinWidth) : 0);
  let minHeight = Math.max(CROPPER_MIN_SIZE, settings.cropperMinHeight > 0 ? scaled(settings.cropperMinHeight) : 0);
  let maxWidth = settings.cropperMaxWidth > CROPPER_MIN_SIZE ? scaled(settings.cropperMaxWidth) : display.width;
  let maxHeight = settings.cropperMaxHeight > CROPPER_MIN_SIZE ? scaled(settings.cropperMaxHeight) : display.height;
  if (staticWidth > 0) minWidth = maxWidth = staticWidth;
  if (staticHeight > 0) minHeight = maxHeight = staticHeight;
  maxWidth = Math.min(maxWidth, display.width);
  maxHeight = Math.min(maxHeight, display.height);

  // A fixed size has its own shape; otherwise the ratio wins over the height limits.
  const aspectRatio = settings.maintainAspectRatio && !fixed ? settings.aspectRatio : null;
  if (aspectRatio) {
    maxWidth = Math.min(maxWidth, maxHeight * aspectRatio);
    maxHeight = maxWidth / aspectRatio;
    minWidth = Math.max(minWidth, minHeight * aspectRatio);
    minHeight = minWidth / aspectRatio;
  }
  // An image smaller than the minimum: the frame still fits on it.
  if (minWidth > maxWidth) {
    minWidth = maxWidth;
    if (aspectRatio) minHeight = maxHeight;
  }
  minHeight = Math.min(minHeight, maxHeight);
  return { bounds: { ...display }, minWidth, minHeight, maxWidth, maxHeight, aspectRatio, resizable: !fixed };
}
