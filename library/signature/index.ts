export { SignaturePad } from './SignaturePad.tsx';
export type { SignaturePadProps, SignaturePadHandle } from './SignaturePad.tsx';
export type { SignatureState } from './constants.ts';
export { base64ToBlob, textToBase64Image, textToBlobImage } from './textImage.ts';
export type { SignatureFontStyle } from './textImage.ts';
