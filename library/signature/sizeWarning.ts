import { shownValue } from '../core/index.ts';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './constants.ts';

/** What development is told about a `width` or `height` that is no number of pixels; the default is used. */
export const signatureSizeWarning = (prop: 'width' | 'height', value: unknown): string => {
  const used = prop === 'width' ? SIGNATURE_WIDTH : SIGNATURE_HEIGHT;
  return `Aquila UI: SignaturePad ${prop} must be a number of pixels, such as ${used} or "${used}px"; got ${shownValue(value)}. ${used} is used.`;
};
