// The defaults of the signature pad's props; its index makes only the state's type public.

/** Whether anything is drawn on the pad: nothing yet (or cleared), or at least one stroke. */
export type SignatureState = 'empty' | 'signed';

/** The pad's CSS width in px unless `width` says otherwise. */
export const SIGNATURE_WIDTH = 400;
/** The pad's CSS height in px unless `height` says otherwise. */
export const SIGNATURE_HEIGHT = 150;
/** The pen colours offered unless `pointerColors` says otherwise: black and blue. */
export const SIGNATURE_POINTER_COLORS: readonly string[] = ['#000000', '#2A7CFF'];
/** The pen colour a pad starts with unless `pointerColor` or `defaultPointerColor` says otherwise. */
export const SIGNATURE_POINTER_COLOR = '#000000';
/** The width of a stroke in CSS px unless `lineWidth` says otherwise. */
export const SIGNATURE_LINE_WIDTH = 2;
/**
 * The flattest the pad gets when it shrinks to fit a narrow container: it keeps its own proportions,
 * but a wide, low pad stops losing height once it reaches 16:9, so there is still room to sign.
 */
export const SIGNATURE_ASPECT_RATIO = 16 / 9;
/** The image format of `onSignatureComplete` and of the handle's `toDataURL()` by default. */
export const SIGNATURE_IMAGE_TYPE = 'image/png';
