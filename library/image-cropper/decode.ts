import { IMAGE_CROPPER_ERRORS } from './constants.ts';

/**
 * Decodes the image at `url` (an object URL) into an element whose natural size is known. An image
 * that loads with nothing in it (no natural size) fails with 'No image loaded'.
 */
export function decodeImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error(IMAGE_CROPPER_ERRORS.noImage)));
    image.onerror = () => reject(new Error(IMAGE_CROPPER_ERRORS.decode));
    image.src = url;
  });
}

/** The canvas encoded as `type`; null when the browser cannot encode it (an empty or huge canvas). */
export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
