import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import type { Dimensions } from './types.ts';

/** An absolute length in px ("120" or "120px"); null for a missing, relative or unusable one. */
function pxLength(value: string | null): number | null {
  const match = value && /^\s*(\d*\.?\d+)\s*(px)?\s*$/i.exec(value);
  const length = match ? Number(match[1]) : NaN;
  return length > 0 ? length : null;
}

function viewBoxSize(value: string | null): Dimensions | null {
  const numbers = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((number) => !Number.isFinite(number))) return null;
  const [, , width, height] = numbers;
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * An SVG with an intrinsic size, so browsers decode it at a known size and can draw it on a canvas (one with
 * only a viewBox has none: some browsers refuse to draw it, others guess 300 × 150). A width and height in
 * px are kept; otherwise they are taken from the viewBox (one given side keeps the viewBox's shape).
 * Throws 'Failed to parse SVG image' for text that is not an SVG document, and the width + height or
 * viewBox error when neither gives a size.
 */
export function sizedSvg(text: string): { text: string; size: Dimensions } {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || document.getElementsByTagName('parsererror').length > 0) {
    throw new Error(IMAGE_CROPPER_ERRORS.svgParse);
  }
  const width = pxLength(root.getAttribute('width'));
  const height = pxLength(root.getAttribute('height'));
  if (width && height) return { text, size: { width, height } };
  const box = viewBoxSize(root.getAttribute('viewBox'));
  if (!box) throw new Error(IMAGE_CROPPER_ERRORS.svgSize);
  const ratio = box.width / box.height;
  const size = width ? { width, height: width / ratio } : height ? { width: height * ratio, height } : box;
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  return { text: new XMLSerializer().serializeToString(document), size };
}
