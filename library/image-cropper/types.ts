/** The crop area's corners in px of the image as displayed: (x1, y1) top left, (x2, y2) bottom right. */
export interface CropperPosition {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A width and height in px. */
export interface Dimensions {
  width: number;
  height: number;
}

export type ImageCropperOutput = 'blob' | 'base64';
export type ImageCropperFormat = 'png' | 'jpeg' | 'webp';
export type ImageCropperAlign = 'left' | 'center';
export type TranslateUnit = 'px' | '%';

/** How the image is moved, zoomed, turned and mirrored inside its box, as the crop sees it. */
export interface ImageTransform {
  /** Horizontal shift, in `translateUnit`. */
  translateH?: number;
  /** Vertical shift, in `translateUnit`. */
  translateV?: number;
  /** Unit of the shifts: px of the displayed image, or % of its width (translateH) and height (translateV). */
  translateUnit?: TranslateUnit;
  /** Zoom; 1 is the image's own size in its box. */
  scale?: number;
  /** Turn in degrees, clockwise. */
  rotate?: number;
  /** Mirrors left and right. */
  flipH?: boolean;
  /** Mirrors top and bottom. */
  flipV?: boolean;
}

/** Quarter turns clockwise, then an optional left–right mirror: how a JPEG's EXIF orientation is undone. */
export interface ExifTransform {
  rotate: number;
  flip: boolean;
}

/** A decoded image and the object URL it was decoded from. */
export interface LoadedImageData {
  objectUrl: string;
  image: HTMLImageElement;
  size: Dimensions;
}

/** What `onImageLoaded` receives: the image as read, and as shown (upright, turned by canvasRotation, padded to the aspect ratio). */
export interface LoadedImage {
  original: LoadedImageData;
  transformed: LoadedImageData;
  exifTransform: ExifTransform;
}

/** What `onImageCropped` receives, and what `crop()` resolves with. */
export interface ImageCroppedEvent {
  /** Width of the output image in px (after resizeToWidth / resizeToHeight). */
  width: number;
  /** Height of the output image in px. */
  height: number;
  /** The crop area in px of the shown image (after EXIF orientation and canvasRotation, before resizing). */
  imagePosition: CropperPosition;
  /** The crop area in px of the image as displayed. */
  cropperPosition: CropperPosition;
  /** With output 'base64': the image as a data URL; null when the browser could not encode it. */
  base64?: string | null;
  /** With output 'blob': the image; null when the browser could not encode it. */
  blob?: Blob | null;
  /** With output 'blob': an object URL of the blob, valid until the next crop result or until the cropper unmounts. */
  objectUrl?: string | null;
}

/** The settings a cropper reads; `options` sets any of them at once, and a prop of the same name wins. */
export interface ImageCropperOptions {
  output: ImageCropperOutput;
  format: ImageCropperFormat;
  autoCrop: boolean;
  maintainAspectRatio: boolean;
  aspectRatio: number;
  resetCropOnAspectRatioChange: boolean;
  resizeToWidth: number;
  resizeToHeight: number;
  cropperMinWidth: number;
  cropperMinHeight: number;
  cropperMaxWidth: number;
  cropperMaxHeight: number;
  cropperStaticWidth: number;
  cropperStaticHeight: number;
  canvasRotation: number;
  initialStepSize: number;
  roundCropper: boolean;
  onlyScaleDown: boolean;
  imageQuality: number;
  backgroundColor: string | undefined;
  containWithinAspectRatio: boolean;
  hideResizeSquares: boolean;
  allowMoveImage: boolean;
  checkImageType: boolean;
  alignImage: ImageCropperAlign;
  cropperFrameAriaLabel: string;
}

/** What a cropper offers through `handleRef`. */
export interface ImageCropperHandle {
  /**
   * Crops now, whatever autoCrop says, and calls onImageCropped with the result too. Rejects with
   * 'No image loaded' before an image is shown, and with 'Crop image failed' when the browser cannot draw it.
   */
  crop: (output?: ImageCropperOutput) => Promise<ImageCroppedEvent>;
}
