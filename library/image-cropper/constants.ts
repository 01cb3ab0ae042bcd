import type { ImageCropperOptions } from './types.ts';

/**
 * Every setting's default; `options` and the props of the same name override them. Its keys are the one list of
 * the settings: the cropper takes a prop of one of these names as a setting, whatever its value.
 */
export const IMAGE_CROPPER_DEFAULTS: Readonly<ImageCropperOptions> = {
  output: 'blob',
  format: 'png',
  autoCrop: true,
  maintainAspectRatio: true,
  aspectRatio: 1,
  resetCropOnAspectRatioChange: true,
  resizeToWidth: 0,
  resizeToHeight: 0,
  cropperMinWidth: 0,
  cropperMinHeight: 0,
  cropperMaxWidth: 0,
  cropperMaxHeight: 0,
  cropperStaticWidth: 0,
  cropperStaticHeight: 0,
  canvasRotation: 0,
  initialStepSize: 3,
  roundCropper: false,
  onlyScaleDown: false,
  imageQuality: 92,
  backgroundColor: undefined,
  containWithinAspectRatio: false,
  hideResizeSquares: false,
  allowMoveImage: false,
  checkImageType: true,
  alignImage: 'center',
  cropperFrameAriaLabel: 'Crop area',
};

/** The smallest the crop area can be, in px of the displayed image, whatever the minimums say. */
export const CROPPER_MIN_SIZE = 20;

/** How often, in ms, and how many times the displayed image is measured before the load is given up. */
export const MEASURE_RETRY_INTERVAL = 50;
export const MEASURE_MAX_RETRIES = 40;

/**
 * With autoCrop, a crop runs this many ms after the last change of the frame or the transform: holding an
 * arrow key or a burst of prop changes makes one crop, not one per step. Pointer drags crop once, on release.
 */
export const AUTO_CROP_DELAY = 100;

/** The image subtypes (after `image/`) accepted while checkImageType is on. */
export const VALID_IMAGE_TYPES: readonly string[] = [
  'png',
  'jpg',
  'jpeg',
  'heic',
  'bmp',
  'gif',
  'tiff',
  'svg',
  'webp',
  'x-icon',
  'vnd.microsoft.icon',
];

/** Texts thrown, rejected with or logged. */
export const IMAGE_CROPPER_ERRORS = {
  aspectRatio: '`aspectRatio` should > 0 when `maintainAspectRatio` is enabled',
  invalidType: 'Invalid image type',
  svgSize: 'Failed to load SVG image. SVG must have width + height or viewBox definition.',
  svgParse: 'Failed to parse SVG image',
  cropFailed: 'Crop image failed',
  noImage: 'No image loaded',
  transformedBlob: 'Failed to get Blob for transformed image.',
  decode: 'The image could not be decoded',
  noCanvas: 'The browser gave no 2D canvas to draw the image on',
  notMeasurable: `The image has no width to measure after ${MEASURE_MAX_RETRIES} tries; is the cropper inside a hidden element?`,
  fetch: (status: number) => `The image could not be fetched: HTTP ${status}`,
} as const;

/**
 * Warned once per cropper in a browser without pointer events: the gestures (two fingers pinching included)
 * are built on them, so there only the keyboard can move and resize the crop area.
 */
export const PINCH_UNAVAILABLE_WARNING =
  'Aquila UI: ImageCropper found no pointer events in this browser, so pinching (and dragging) the crop area is unavailable; the keyboard still moves and resizes it.';

/** The eight resize handles, clockwise from the top left corner. */
export const CROPPER_HANDLES = ['top-left', 'top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'] as const;
export type CropperHandle = (typeof CROPPER_HANDLES)[number];

/** Told to assistive technology about the focused crop area (it is the frame's description). */
export const CROPPER_KEYBOARD_HELP =
  'Arrow keys move the crop area. Shift with an arrow key moves that edge; with Alt as well, the opposite edge. Keys 1 to 9 set the step in pixels.';

/** What is announced, politely, after a key changed the crop area or the step; sizes in px of the image. */
export const cropperAnnouncement = (label: string, x: number, y: number, width: number, height: number) =>
  `${label}: ${width} × ${height} pixels at ${x}, ${y}`;
export const stepAnnouncement = (step: number) => `Step: ${step} ${step === 1 ? 'pixel' : 'pixels'}`;
