export { SignaturePad } from './SignaturePad.tsx';
export type { SignaturePadProps, SignaturePadHandle } from './SignaturePad.tsx';
export {
  SIGNATURE_ASPECT_RATIO,
  SIGNATURE_CLEAR_LABEL,
  SIGNATURE_COLORS_LABEL,
  SIGNATURE_HEIGHT,
  SIGNATURE_IMAGE_TYPE,
  SIGNATURE_LINE_WIDTH,
  SIGNATURE_PAD_LABEL,
  SIGNATURE_POINTER_COLOR,
  SIGNATURE_POINTER_COLORS,
  SIGNATURE_STATE_LABELS,
  SIGNATURE_WIDTH,
} from './constants.ts';
export type { SignatureState } from './constants.ts';
export {
  TEXT_IMAGE_ERRORS,
  TEXT_IMAGE_HEIGHT,
  TEXT_IMAGE_WIDTH,
  base64ToBlob,
  textToBase64Image,
  textToBlobImage,
} from './textImage.ts';
export type { SignatureFontStyle } from './textImage.ts';
