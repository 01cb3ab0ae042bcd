import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { canvasToBlob, decodeImage } from './decode.ts';
import { exifTransformOf, readExifOrientation } from './exif.ts';
import { browserAppliesExifOrientation } from './exifProbe.ts';
import { isSvgType, isValidImageType, parseBase64Image, resolveImageType } from './imageType.ts';
import { needsRedraw, orientMatrix, shownSize } from './output.ts';
import { sizedSvg } from './svg.ts';
import type { ExifTransform, LoadedImage, LoadedImageData } from './types.ts';

/** Where an image comes from: a chosen file, an address to GET, or base64 text. */
export type ImageSource = { kind: 'file'; file: Blob } | { kind: 'url'; url: string } | { kind: 'base64'; data: string };

/** An image's bytes and the type they came with (a file's type, a response's Content-Type, a data URL's). */
export interface SourceBytes {
  bytes: Uint8Array;
  type: string;
}

/** How the image is shown: turned by quarter turns, and padded to an aspect ratio when one is given. */
export interface ShowSettings {
  canvasRotation: number;
  containRatio: number | null;
}

/** Reads a source's bytes; an address is fetched with GET and read as a blob. */
export async function readSource(source: ImageSource, signal?: AbortSignal): Promise<SourceBytes> {
  if (source.kind === 'base64') return parseBase64Image(source.data);
  let blob = source.kind === 'file' ? source.file : null;
  if (source.kind === 'url') {
    const response = await fetch(source.url, { signal });
    if (!response.ok) throw new Error(IMAGE_CROPPER_ERRORS.fetch(response.status));
    blob = await response.blob();
  }
  return { bytes: new Uint8Array(await blob!.arrayBuffer()), type: blob!.type };
}

async function decodeBlob(blob: Blob): Promise<LoadedImageData> {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const image = await decodeImage(objectUrl);
    return { objectUrl, image, size: { width: image.naturalWidth, height: image.naturalHeight } };
  } catch (error) {
    URL.revokeObjectURL(objectUrl);
    throw error;
  }
}

/**
 * The image as shown: the original itself when it stands upright unturned and unpadded, otherwise redrawn
 * (as PNG, so nothing is lost) turned, mirrored and padded.
 */
export async function showImage(original: LoadedImageData, exif: ExifTransform, settings: ShowSettings): Promise<LoadedImageData> {
  const { canvasRotation, containRatio } = settings;
  if (!needsRedraw(original.size, exif, canvasRotation, containRatio)) return original;
  const size = shownSize(original.size, exif, canvasRotation, containRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_CROPPER_ERRORS.noCanvas);
  context.setTransform(...orientMatrix(exif, canvasRotation, size));
  context.drawImage(original.image, -original.size.width / 2, -original.size.height / 2);
  const blob = await canvasToBlob(canvas, 'image/png');
  if (!blob) throw new Error(IMAGE_CROPPER_ERRORS.transformedBlob);
  return decodeBlob(blob);
}

/**
 * Checks the type (with `checkImageType`), gives an SVG its size, reads a JPEG's EXIF orientation (unless the
 * browser applies it itself), decodes the image and prepares it for showing. Throws on any failure, having
 * released what it made.
 */
export async function loadImage(source: SourceBytes, settings: ShowSettings & { checkImageType: boolean }): Promise<LoadedImage> {
  const type = resolveImageType(source.type, source.bytes);
  if (settings.checkImageType && !isValidImageType(type)) throw new Error(IMAGE_CROPPER_ERRORS.invalidType);
  const blob = isSvgType(type)
    ? new Blob([sizedSvg(new TextDecoder().decode(source.bytes)).text], { type: 'image/svg+xml' })
    : new Blob([source.bytes as BlobPart], { type });
  const orientation = /^image\/jpe?g\b/i.test(type) ? readExifOrientation(source.bytes) : 1;
  const exifTransform = exifTransformOf(orientation !== 1 && !(await browserAppliesExifOrientation()) ? orientation : 1);
  const original = await decodeBlob(blob);
  try {
    return { original, transformed: await showImage(original, exifTransform, settings), exifTransform };
  } catch (error) {
    URL.revokeObjectURL(original.objectUrl);
    throw error;
  }
}
