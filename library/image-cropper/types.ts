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
  /**
   * With containWithinAspectRatio: the crop area in px of the image as read (upright and turned, without
   * the padding added to reach the aspect ratio), so it may reach outside the image.
   */
  offsetImagePosition?: CropperPosition;
  /** With output 'base64': the image as a data URL; null when the browser could not encode it. */
  base64?: string | null;
  /** With output 'blob': the image; null when the browser could not encode it. */
  blob?: Blob | null;
  /** With output 'blob': an object URL of the blob, valid until the next crop result or until the cropper unmounts. */
  objectUrl?: string | null;
}

/**
 * The settings a cropper reads, each also a prop of its own; `options` sets any of them at once, and a prop of
 * the same name wins. Their values when given neither way are `IMAGE_CROPPER_DEFAULTS`.
 */
export interface ImageCropperOptions {
  /**
   * What onImageCropped carries: a Blob with an object URL, or a data URL in base64.
   * @default 'blob'
   */
  output: ImageCropperOutput;
  /**
   * Image format of the output.
   * @default 'png'
   */
  format: ImageCropperFormat;
  /**
   * Crops after every change of the crop area, the transform or an output setting, once the changes settle (100 ms) and the pointer is released.
   * @default true
   */
  autoCrop: boolean;
  /**
   * Keeps the crop area at aspectRatio.
   * @default true
   */
  maintainAspectRatio: boolean;
  /**
   * Width ÷ height of the crop area (4 / 3, 16 / 9 …); must be greater than 0 while maintainAspectRatio is on.
   * @default 1
   */
  aspectRatio: number;
  /**
   * Puts the crop area back in the middle, as large as allowed, when the aspect ratio changes; otherwise it keeps its middle.
   * @default true
   */
  resetCropOnAspectRatioChange: boolean;
  /**
   * Width of the output in px (0: the crop's own); with resizeToHeight too, the smaller scale wins.
   * @default 0
   */
  resizeToWidth: number;
  /**
   * Height of the output in px (0: the crop's own).
   * @default 0
   */
  resizeToHeight: number;
  /**
   * Smallest width of the crop area in px of the image; never less than 20 px as displayed.
   * @default 0
   */
  cropperMinWidth: number;
  /**
   * Smallest height of the crop area in px of the image; never less than 20 px as displayed.
   * @default 0
   */
  cropperMinHeight: number;
  /**
   * Largest width of the crop area in px of the image; 20 or less means no limit.
   * @default 0
   */
  cropperMaxWidth: number;
  /**
   * Largest height of the crop area in px of the image; 20 or less means no limit.
   * @default 0
   */
  cropperMaxHeight: number;
  /**
   * Fixed width of the crop area in px of the image (0: not fixed); with a static height the area only moves.
   * @default 0
   */
  cropperStaticWidth: number;
  /**
   * Fixed height of the crop area in px of the image (0: not fixed).
   * @default 0
   */
  cropperStaticHeight: number;
  /**
   * Quarter turns clockwise applied to the image before cropping (the crop area starts again).
   * @default 0
   */
  canvasRotation: number;
  /**
   * How many px an arrow key moves or resizes the crop area; keys 1 to 9 change it.
   * @default 3
   */
  initialStepSize: number;
  /**
   * Shows the crop area as a circle (the output is still the square around it).
   * @default false
   */
  roundCropper: boolean;
  /**
   * With resizeToWidth or resizeToHeight, only ever makes the output smaller.
   * @default false
   */
  onlyScaleDown: boolean;
  /**
   * Quality of jpeg and webp output, 0 to 100.
   * @default 92
   */
  imageQuality: number;
  /** Colour under the image in the output (transparent areas, padding, jpeg), also shown around the image: any CSS colour (a var() is resolved where the cropper is); none when left out, or for a value that is no colour (which warns in development). */
  backgroundColor: string | undefined;
  /**
   * Pads the image to the aspect ratio, so a crop area of that shape can hold all of it.
   * @default false
   */
  containWithinAspectRatio: boolean;
  /**
   * Hides the squares drawn on the corners and edges; the area can still be resized there.
   * @default false
   */
  hideResizeSquares: boolean;
  /**
   * Lets the image be dragged around under the crop area (this changes the transform).
   * @default false
   */
  allowMoveImage: boolean;
  /**
   * Accepts only png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp, x-icon and vnd.microsoft.icon images.
   * @default true
   */
  checkImageType: boolean;
  /**
   * Places the image at the left of the cropper or in its middle.
   * @default 'center'
   */
  alignImage: ImageCropperAlign;
  /**
   * Accessible name of the crop area, which takes focus and is moved and resized with the keyboard.
   * @default 'Crop area'
   */
  cropperFrameAriaLabel: string;
}

/** What a cropper offers through `handleRef`. */
export interface ImageCropperHandle {
  /**
   * Crops now, whatever autoCrop says, and calls onImageCropped with the result too. Resolves null before
   * an image is shown (there is nothing to crop), and rejects with 'Crop image failed'
   * when the browser cannot draw it.
   */
  crop: (output?: ImageCropperOutput) => Promise<ImageCroppedEvent | null>;
}
