import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import type { CropperPosition, Dimensions, ExifTransform, ImageCropperOptions, ImageTransform, LoadedImage } from './types.ts';

/** A 2D canvas transform, as `setTransform(a, b, c, d, e, f)` takes it. */
export type Matrix = [number, number, number, number, number, number];

/** imageQuality (0–100) as the 0–1 an encoder takes, clamped. */
export function outputQuality(imageQuality: number): number {
  const quality = Number.isFinite(imageQuality) ? imageQuality : IMAGE_CROPPER_DEFAULTS.imageQuality;
  return Math.min(1, Math.max(0, quality / 100));
}

/**
 * How much a crop of width × height is scaled to meet resizeToWidth / resizeToHeight (0 = not asked): the
 * smaller of the asked ratios, so both are met; never above 1 with onlyScaleDown.
 */
export function resizeRatio(
  width: number,
  height: number,
  { resizeToWidth, resizeToHeight, onlyScaleDown }: Pick<ImageCropperOptions, 'resizeToWidth' | 'resizeToHeight' | 'onlyScaleDown'>,
): number {
  const ratios: number[] = [];
  if (resizeToWidth > 0 && width > 0) ratios.push(resizeToWidth / width);
  if (resizeToHeight > 0 && height > 0) ratios.push(resizeToHeight / height);
  const ratio = ratios.length > 0 ? Math.min(...ratios) : 1;
  return onlyScaleDown ? Math.min(ratio, 1) : ratio;
}

/** The output's size in whole px; with an aspect ratio the height follows the width, so rounding cannot skew it. */
export function outputSize(width: number, height: number, ratio: number, aspectRatio: number | null): Dimensions {
  const outputWidth = Math.max(1, Math.round(width * ratio));
  if (ratio === 1) return { width: outputWidth, height: Math.max(1, Math.round(height)) };
  return { width: outputWidth, height: Math.max(1, Math.round(aspectRatio ? outputWidth / aspectRatio : height * ratio)) };
}

/** The frame's position in whole px of the shown image (not the display), inside the image. */
export function imagePosition(position: CropperPosition, display: Dimensions, image: Dimensions): CropperPosition {
  const sx = display.width > 0 ? image.width / display.width : 1;
  const sy = display.height > 0 ? image.height / display.height : 1;
  const x = (value: number) => Math.min(image.width, Math.max(0, Math.round(value * sx)));
  const y = (value: number) => Math.min(image.height, Math.max(0, Math.round(value * sy)));
  return { x1: x(position.x1), y1: y(position.y1), x2: x(position.x2), y2: y(position.y2) };
}

/**
 * The crop area in px of the image as read, for a cropper that pads the image to its aspect ratio
 * (containWithinAspectRatio): the shown image is the read one, turned, centred in the padding, so the
 * padding's half is taken off each side; it may fall outside the image, and is not clamped.
 */
export function offsetImagePosition(
  position: CropperPosition,
  display: Dimensions,
  loaded: LoadedImage,
  canvasRotation: number,
): CropperPosition {
  const shown = loaded.transformed.size;
  const read = loaded.original.size;
  const ratio = display.width > 0 ? shown.width / display.width : 1;
  // A quarter turn swaps the read image's sides.
  const turned = (canvasRotation + loaded.exifTransform.rotate) % 2 !== 0;
  const offsetX = (shown.width - (turned ? read.height : read.width)) / 2;
  const offsetY = (shown.height - (turned ? read.width : read.height)) / 2;
  return {
    x1: Math.round(position.x1 * ratio) - offsetX,
    y1: Math.round(position.y1 * ratio) - offsetY,
    x2: Math.round(position.x2 * ratio) - offsetX,
    y2: Math.round(position.y2 * ratio) - offsetY,
  };
}

/** Every transform field filled in: no shift (in %), scale 1, no turn, not mirrored. */
export function fullTransform(transform: ImageTransform | undefined): Required<ImageTransform> {
  return {
    translateH: transform?.translateH ?? 0,
    translateV: transform?.translateV ?? 0,
    translateUnit: transform?.translateUnit ?? '%',
    scale: transform?.scale ?? 1,
    rotate: transform?.rotate ?? 0,
    flipH: transform?.flipH ?? false,
    flipV: transform?.flipV ?? false,
  };
}

/** The CSS transform of the displayed image; the crop draws the same shift, zoom, turn and mirror. */
export function cssTransform(transform: ImageTransform | undefined): string {
  const t = fullTransform(transform);
  const unit = t.translateUnit;
  const scaleX = t.scale * (t.flipH ? -1 : 1);
  const scaleY = t.scale * (t.flipV ? -1 : 1);
  return `translate(${t.translateH}${unit}, ${t.translateV}${unit}) scale(${scaleX}, ${scaleY}) rotate(${t.rotate}deg)`;
}

/** The shift in px of the shown image (px of the display are scaled; % are of the image's width and height). */
export function imageTranslate(transform: ImageTransform | undefined, display: Dimensions, image: Dimensions) {
  const t = fullTransform(transform);
  if (t.translateUnit === '%') return { x: (t.translateH * image.width) / 100, y: (t.translateV * image.height) / 100 };
  const sx = display.width > 0 ? image.width / display.width : 1;
  const sy = display.height > 0 ? image.height / display.height : 1;
  return { x: t.translateH * sx, y: t.translateV * sy };
}

/** The transform after the image was dragged by (dx, dy) displayed px, in the transform's own unit. */
export function translatedBy(transform: ImageTransform | undefined, dx: number, dy: number, display: Dimensions): ImageTransform {
  const t = fullTransform(transform);
  const percent = t.translateUnit === '%';
  const h = percent ? (dx / display.width) * 100 : dx;
  const v = percent ? (dy / display.height) * 100 : dy;
  return { ...transform, translateUnit: t.translateUnit, translateH: t.translateH + h, translateV: t.translateV + v };
}

/**
 * The canvas transform that draws the shown image (placed with its centre at the origin, as
 * `drawImage(image, -width / 2, -height / 2)`) so the crop area lands on the output canvas: the image's shift,
 * zoom, turn and mirror as the display applies them around its centre, moved so the crop's top left is at
 * 0, 0, then scaled by (rx, ry) to the output size.
 */
export function cropMatrix(
  transform: ImageTransform | undefined,
  shift: { x: number; y: number },
  crop: CropperPosition,
  image: Dimensions,
  rx: number,
  ry: number,
): Matrix {
  const t = fullTransform(transform);
  const sx = t.scale * (t.flipH ? -1 : 1);
  const sy = t.scale * (t.flipV ? -1 : 1);
  const angle = (t.rotate * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [
    rx * sx * cos,
    ry * sy * sin,
    -rx * sx * sin,
    ry * sy * cos,
    rx * (image.width / 2 + shift.x - crop.x1),
    ry * (image.height / 2 + shift.y - crop.y1),
  ];
}

/** Quarter turns as 0–3 (negative and large values wrap). */
export const quarterTurns = (turns: number) => ((Math.round(turns) % 4) + 4) % 4;

/**
 * The shown image's size: the original stood upright and turned by canvasRotation (an odd number of quarter
 * turns swaps the sides), then, with containWithinAspectRatio, padded to that aspect ratio so a frame of that
 * shape can hold all of it.
 */
export function shownSize(original: Dimensions, exif: ExifTransform, canvasRotation: number, containRatio: number | null): Dimensions {
  const turned = quarterTurns(exif.rotate + canvasRotation) % 2 === 1;
  let width = turned ? original.height : original.width;
  let height = turned ? original.width : original.height;
  if (containRatio && containRatio > 0) {
    if (width / height < containRatio) width = height * containRatio;
    else height = width / containRatio;
  }
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The canvas transform that draws the original (centred at the origin) onto a canvas of `canvas` size: stood
 * upright per EXIF (turned, then mirrored), turned by canvasRotation, centred (padding falls evenly on both sides).
 */
export function orientMatrix(exif: ExifTransform, canvasRotation: number, canvas: Dimensions): Matrix {
  const turn = (quarters: number): [number, number, number, number] => {
    const angle = (quarterTurns(quarters) * Math.PI) / 2;
    const cos = Math.round(Math.cos(angle));
    const sin = Math.round(Math.sin(angle));
    return [cos, sin, -sin, cos];
  };
  // 2×2 matrices as [a, b, c, d] mapping (x, y) to (a x + c y, b x + d y); `then(m, n)` applies m, then n.
  const then = ([a1, b1, c1, d1]: number[], [a2, b2, c2, d2]: number[]) => [
    a2 * a1 + c2 * b1,
    b2 * a1 + d2 * b1,
    a2 * c1 + c2 * d1,
    b2 * c1 + d2 * d1,
  ];
  const mirror = exif.flip ? [-1, 0, 0, 1] : [1, 0, 0, 1];
  const [a, b, c, d] = then(then(turn(exif.rotate), mirror), turn(canvasRotation));
  return [a, b, c, d, canvas.width / 2, canvas.height / 2];
}

/** Whether the original must be redrawn to be shown (turned, mirrored or padded); otherwise it is shown as read. */
export function needsRedraw(original: Dimensions, exif: ExifTransform, canvasRotation: number, containRatio: number | null): boolean {
  if (quarterTurns(exif.rotate + canvasRotation) !== 0 || exif.flip) return true;
  const shown = shownSize(original, exif, canvasRotation, containRatio);
  return shown.width !== original.width || shown.height !== original.height;
}
