import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { canvasToBlob } from './decode.ts';
import { cropMatrix, imagePosition, imageTranslate, offsetImagePosition, outputQuality, outputSize, resizeRatio } from './output.ts';
import type {
  CropperPosition,
  Dimensions,
  ImageCroppedEvent,
  ImageCropperOptions,
  ImageCropperOutput,
  ImageTransform,
  LoadedImage,
} from './types.ts';

export interface CropRequest {
  loaded: LoadedImage;
  /** The shown image's size on the page. */
  display: Dimensions;
  /** The crop area, in px of the display. */
  position: CropperPosition;
  transform: ImageTransform;
  settings: ImageCropperOptions;
  output: ImageCropperOutput;
  /** The ratio the frame keeps, or null: with one, the output's height follows its width. */
  aspectRatio: number | null;
}

/**
 * Draws the part of the shown image under the crop area, as the page shows it (shifted, zoomed, turned,
 * mirrored), on a canvas of the output size, over backgroundColor when there is one, and encodes it.
 * Throws 'Crop image failed' when the browser gives no canvas or cannot draw the image. An encoder that
 * gives nothing (some browsers, for huge canvases) leaves base64 or blob null.
 */
export async function cropImage({
  loaded,
  display,
  position,
  transform,
  settings,
  output,
  aspectRatio,
}: CropRequest): Promise<ImageCroppedEvent> {
  const image = loaded.transformed;
  const crop = imagePosition(position, display, image.size);
  const width = crop.x2 - crop.x1;
  const height = crop.y2 - crop.y1;
  const size = outputSize(width, height, resizeRatio(width, height, settings), aspectRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context || width <= 0 || height <= 0) throw new Error(IMAGE_CROPPER_ERRORS.cropFailed);
  try {
    if (settings.backgroundColor) {
      context.fillStyle = settings.backgroundColor;
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    const shift = imageTranslate(transform, display, image.size);
    context.setTransform(...cropMatrix(transform, shift, crop, image.size, size.width / width, size.height / height));
    context.drawImage(image.image, -image.size.width / 2, -image.size.height / 2);
  } catch (cause) {
    throw new Error(IMAGE_CROPPER_ERRORS.cropFailed, { cause });
  }

  const result: ImageCroppedEvent = {
    width: size.width,
    height: size.height,
    imagePosition: crop,
    cropperPosition: { ...position },
    ...(settings.containWithinAspectRatio && {
      offsetImagePosition: offsetImagePosition(position, display, loaded, settings.canvasRotation),
    }),
  };
  const type = `image/${settings.format}`;
  const quality = outputQuality(settings.imageQuality);
  if (output === 'base64') {
    const base64 = canvas.toDataURL(type, quality);
    // An encoder that cannot encode the canvas answers with the empty data URL.
    return { ...result, base64: base64 === 'data:,' ? null : base64 };
  }
  const blob = await canvasToBlob(canvas, type, quality);
  return { ...result, blob, objectUrl: blob ? URL.createObjectURL(blob) : null };
}
