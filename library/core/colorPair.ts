import { parseColor, textColorOn, toCssColor } from './color.ts';

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

/** How much of a light colour's channels its overlay keeps: a dark shade of the same hue. */
const OVERLAY_SHADE = 0.35;

/**
 * A colour and the colour to draw on it: `#ffffff` on a dark colour, and on a light one (perceived
 * brightness above half) a dark shade of the colour itself, `rgb(r,g,b)` at 35 % of each channel.
 * The background is the colour as given. A see-through colour is judged as it shows on white.
 * @throws the colour helper's errors for a colour it cannot read.
 */
export function contrastingColors(color: string): ColorPair {
  const { r, g, b, a } = parseColor(color);
  const [red, green, blue] = [r, g, b].map((channel) => Math.round((1 - a) * 255 + a * channel));
  const brightness = (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
  const shade = (channel: number) => Math.floor(channel * OVERLAY_SHADE);
  return {
    backgroundColor: color,
    overlayColor: brightness > 0.5 ? `rgb(${shade(red)},${shade(green)},${shade(blue)})` : '#ffffff',
  };
}
