/** How `textToBase64Image` and `textToBlobImage` draw the text. */
export interface SignatureFontStyle {
  /** A CSS font family, such as `'Dancing Script', cursive`. */
  fontFamily: string;
  /** A CSS font size, such as `'32px'`. */
  fontSize: string;
  /** The text colour, any CSS colour. */
  color: string;
  /** Where the text sits across the image: 'center' in the middle, 'left'/'start' at the left edge, 'right'/'end' at the right edge. */
  textAlign: CanvasTextAlign;
  /** A CSS font weight, such as `'400'` or `'bold'`. */
  fontWeight: string;
  /** Accepted for compatibility and not used: the text is one line, centred vertically. */
  lineHeight?: string;
}

/** The image width of the text helpers unless another is given, in px. */
export const TEXT_IMAGE_WIDTH = 400;
/** The image height of the text helpers unless another is given, in px. */
export const TEXT_IMAGE_HEIGHT = 50;

/** The errors the text helpers throw. */
export const TEXT_IMAGE_ERRORS = {
  noContext: 'Canvas context is not available.',
} as const;

// The anchor of each alignment: the canvas draws 'left' text from x and 'right' text up to x.
function anchorX(align: CanvasTextAlign, width: number): number {
  if (align === 'left' || align === 'start') return 0;
  if (align === 'right' || align === 'end') return width;
  return width / 2;
}

/** One line of text on a transparent canvas of the given size, or null where there is no 2D canvas. */
function drawText(text: string, fontStyle: SignatureFontStyle, width: number, height: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { fontFamily, fontSize, color, textAlign, fontWeight } = fontStyle;
  context.font = `${fontWeight} ${fontSize} ${fontFamily}`;
  context.fillStyle = color;
  context.textAlign = textAlign;
  context.textBaseline = 'middle';
  context.fillText(text, anchorX(textAlign, width), height / 2);
  return canvas;
}

/**
 * Draws `text` as an image, a typed signature say, and returns it as a PNG data URL
 * (`data:image/png;base64,…`), or '' where there is no 2D canvas.
 */
export function textToBase64Image(
  text: string,
  fontStyle: SignatureFontStyle,
  width: number = TEXT_IMAGE_WIDTH,
  height: number = TEXT_IMAGE_HEIGHT,
): string {
  return drawText(text, fontStyle, width, height)?.toDataURL('image/png') ?? '';
}

/** Draws `text` as an image and returns it as a PNG Blob; throws 'Canvas context is not available.' where there is no 2D canvas. */
export function textToBlobImage(
  text: string,
  fontStyle: SignatureFontStyle,
  width: number = TEXT_IMAGE_WIDTH,
  height: number = TEXT_IMAGE_HEIGHT,
): Blob {
  const canvas = drawText(text, fontStyle, width, height);
  if (!canvas) throw new Error(TEXT_IMAGE_ERRORS.noContext);
  const dataUrl = canvas.toDataURL('image/png');
  return base64ToBlob(dataUrl, dataUrl.slice(dataUrl.indexOf(':') + 1, dataUrl.search(/[;,]/)));
}

/**
 * The bytes of a base64 image as a Blob of the given type, to upload a signature say. Takes a data URL
 * (`data:image/png;base64,…`, as `onSignatureComplete` gives) or the bare base64 after its comma.
 */
export function base64ToBlob(base64: string, mimeType: string): Blob {
  const comma = base64.indexOf(',');
  const binary = atob(comma >= 0 ? base64.slice(comma + 1) : base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: mimeType });
}
