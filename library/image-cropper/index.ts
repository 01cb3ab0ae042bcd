export { ImageCropper } from './ImageCropper.tsx';
export type { ImageCropperProps } from './ImageCropper.tsx';
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
