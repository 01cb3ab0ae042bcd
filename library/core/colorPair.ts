import { textColorOn, toCssColor } from './color';

/** A fill and the colour of what is drawn on it (text, an icon). */
export interface ColorPair {
  backgroundColor: string;
  overlayColor: string;
}

/**
 * The CSS background and text colours of a filled element from a colour or a pair. For a single
 * colour the text is white or near-black, whichever reads better on it; both colours go through the
 * colour helper, so unreadable values throw its errors.
 */
export function fillColors(input: string | ColorPair): { background: string; text: string } {
  if (typeof input === 'string') return { background: toCssColor(input), text: textColorOn(input) };
  return { background: toCssColor(input.backgroundColor), text: toCssColor(input.overlayColor) };
}
