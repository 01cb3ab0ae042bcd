export { SignaturePad } from './SignaturePad.tsx';
export type { SignaturePadProps, SignaturePadHandle } from './SignaturePad.tsx';
export * from './constants.ts';
export {
  TEXT_IMAGE_ERRORS,
  TEXT_IMAGE_HEIGHT,
  TEXT_IMAGE_WIDTH,
  base64ToBlob,
  textToBase64Image,
  textToBlobImage,
} from './textImage.ts';
export type { SignatureFontStyle } from './textImage.ts';
