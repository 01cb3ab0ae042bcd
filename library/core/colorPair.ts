import { colorOrThrow, textOn } from './color.ts';
import { colorProp } from './colorProp.ts';

/** A fill and the colour of what is drawn on it (text, an icon). */
export interface ColorPair {
  backgroundColor: string;
  overlayColor: string;
}

const isPair = (value: unknown): value is Partial<ColorPair> => typeof value === 'object' && value !== null;

/**
 * The CSS background and text colours of a filled element from a colour prop: a colour or a pair. For a
 * single colour the text is white or near-black, whichever reads better on it. Never throws: a fill that is
 * no colour is `fallback`, and an overlay that is none is the readable text colour, each warned in development.
 */
export function fillColors(value: unknown, prop: string, fallback: string): { background: string; text: string } {
  if (isPair(value)) {
    const background = colorProp(value.backgroundColor, { prop: `${prop} backgroundColor`, fallback })!;
    const overlay = colorProp(value.overlayColor, { prop: `${prop} overlayColor` });
    return { background: background.css, text: overlay?.css ?? textOn(background) };
  }
  const color = colorProp(value, { prop, fallback, computes: true })!;
  return { background: color.css, text: textOn(color) };
}

/** How much of a light colour's channels its overlay keeps: a dark shade of the same hue. */
const OVERLAY_SHADE = 0.35;

/**
 * A colour and the colour to draw on it: `#ffffff` on a dark colour, and on a light one (perceived
 * brightness above half) a dark shade of the colour itself, `rgb(r,g,b)` at 35 % of each channel.
 * The background is the colour as given. A see-through colour is judged as it shows on white; one only
 * the page can resolve is taken as dark.
 * @throws the colour helper's errors for a value that is no colour.
 */
export function contrastingColors(color: string): ColorPair {
  const read = colorOrThrow(color);
  if (read.kind === 'css') return { backgroundColor: color, overlayColor: '#ffffff' };
  const { r, g, b, a } = read.rgba;
  const [red, green, blue] = [r, g, b].map((channel) => Math.round((1 - a) * 255 + a * channel));
  const brightness = (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
  const shade = (channel: number) => Math.floor(channel * OVERLAY_SHADE);
  return {
    backgroundColor: color,
    overlayColor: brightness > 0.5 ? `rgb(${shade(red)},${shade(green)},${shade(blue)})` : '#ffffff',
  };
}
