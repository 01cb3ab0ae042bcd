export { ImageCropper } from './ImageCropper.tsx';
export type { ImageCropperProps } from './ImageCropper.tsx';
export { IMAGE_CROPPER_DEFAULTS, IMAGE_CROPPER_ERRORS, VALID_IMAGE_TYPES, CROPPER_MIN_SIZE, CROPPER_HANDLES } from './constants.ts';
export type { CropperHandle } from './constants.ts';
export type {
  CropperPosition,
  Dimensions,
  ExifTransform,
  ImageCroppedEvent,
  ImageCropperAlign,
  ImageCropperFormat,
  ImageCropperHandle,
  ImageCropperOptions,
  ImageCropperOutput,
  ImageTransform,
  LoadedImage,
  LoadedImageData,
  TranslateUnit,
} from './types.ts';
