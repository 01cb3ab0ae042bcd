export { ImageCropper } from './ImageCropper';
export type { ImageCropperProps } from './ImageCropper';
export { IMAGE_CROPPER_DEFAULTS, IMAGE_CROPPER_ERRORS, VALID_IMAGE_TYPES, CROPPER_MIN_SIZE, CROPPER_HANDLES } from './constants';
export type { CropperHandle } from './constants';
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
} from './types';
