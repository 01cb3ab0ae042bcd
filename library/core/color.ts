import { COLOR_ERRORS, readColor, type ColorReading, type Rgba } from './colorSyntax.ts';

/**
 * The colour helper. Components read their colour props through `colorProp` (./colorProp.ts), which
 * never throws; they compute with the result through `textOn`, `textOnPage` and `tint` below, which work
 * for every valid colour, also one only the page can resolve (a `var()`, `currentColor`). The exported
 * helpers that take text (`parseColor`, `toCssColor`, …) are for callers: they throw the documented
 * COLOR_ERRORS text for a value that is no colour, which a caller can catch.
 */

export { COLOR_ERRORS, PRESET_COLORS, readColor, rgbaToCss } from './colorSyntax.ts';
export type { ColorError, ColorReading, Rgba } from './colorSyntax.ts';

/** A valid colour: the text that reaches CSS and, when it can be computed here, its channels. */
export type Color = Exclude<ColorReading, { kind: 'invalid' }>;

/** What `parseColor` throws for a valid colour that only the page's CSS can resolve. */
export const unresolvedColorError = (css: string) =>
  `Cannot compute with the colour ${css}: only the page's CSS can resolve it (a var(), currentColor, a system colour or color-mix()).`;

/**
 * The colour, or the documented error: a TypeError for an empty value or a malformed function, an Error
 * for a malformed hex or an unknown name.
 */
export function colorOrThrow(input: string | null | undefined): Color {
  const reading = readColor(input);
  if (reading.kind !== 'invalid') return reading;
  const plainError = reading.error === COLOR_ERRORS.hex || reading.error === COLOR_ERRORS.name;
  throw plainError ? new Error(reading.error) : new TypeError(reading.error);
}

/**
 * Parses a colour into RGBA channels (clipped to sRGB).
 * @throws the COLOR_ERRORS text for a value that is no colour, and a TypeError for one only the page can resolve.
 */
export function parseColor(input: string | null | undefined): Rgba {
  const color = colorOrThrow(input);
  if (color.kind === 'css') throw new TypeError(unresolvedColorError(color.css));
  return color.rgba;
}

const luminanceOf = ({ r, g, b }: Rgba) => {
  const [red, green, blue] = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

const ratioOf = (first: Rgba, second: Rgba) => {
  const [light, dark] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
};

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1f2328';
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const NEAR_BLACK: Rgba = { r: 0x1f, g: 0x23, b: 0x28, a: 1 };

// Colours only the page can resolve are taken as dark: white text is the reading that fails least often
// on the colours people brand with, and a wrong guess still leaves the text visible on its own fill.
const lightTextOn = (color: Color) => color.kind === 'css' || ratioOf(color.rgba, WHITE) >= ratioOf(color.rgba, NEAR_BLACK);

/** The text colour for a fill of this colour: white or the theme's near-black, whichever reads better (white when it cannot be computed). */
export const textOn = (color: Color): string => (lightTextOn(color) ? LIGHT_TEXT : DARK_TEXT);

/**
 * The colour at `alpha`: `rgba()` when it can be computed, otherwise `color-mix()`, which the browser works
 * out for any colour, a `var()` included.
 */
export function tint(color: Color, alpha: number): string {
  if (color.kind === 'css') return `color-mix(in srgb, ${color.css} ${Math.round(alpha * 1000) / 10}%, transparent)`;
  const { r, g, b } = color.rgba;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function readableText(color: Color & { kind: 'rgb' }, background: Rgba, minRatio: number): string {
  const { rgba } = color;
  // An opaque colour that already reads stays as written (an oklch() keeps its gamut).
  if (rgba.a === 1 && ratioOf(rgba, background) >= minRatio) return color.css;
  const target = luminanceOf(background) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const weight = step / 20;
    const [r, g, b] = [rgba.r, rgba.g, rgba.b].map((channel) => Math.round(channel + (target - channel) * weight));
    if (ratioOf({ r, g, b, a: 1 }, background) >= minRatio) return `rgb(${r}, ${g}, ${b})`;
  }
  return target === 0 ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
}

// The page backgrounds coloured text must stay readable on: each theme's subtle surface, the
// stricter of its two backgrounds.
const LIGHT_PAGE: Rgba = { r: 0xf6, g: 0xf7, b: 0xf9, a: 1 };
const DARK_PAGE: Rgba = { r: 0x1c, g: 0x21, b: 0x28, a: 1 };

/**
 * A colour for text on the page, in each theme: the colour itself when it reaches `minRatio` against the
 * page, otherwise the nearest shade that does. A colour only the page can resolve is used as it is.
 */
export function textOnPage(color: Color, minRatio = 4.5): { light: string; dark: string } {
  if (color.kind === 'css') return { light: color.css, dark: color.css };
  return { light: readableText(color, LIGHT_PAGE, minRatio), dark: readableText(color, DARK_PAGE, minRatio) };
}

/** Validates a colour and returns the text for CSS: `rgb()`/`rgba()` for the sRGB syntaxes, other valid colours as written. */
export const toCssColor = (input: string | null | undefined): string => colorOrThrow(input).css;

/** Same colour with a different alpha; used for hover and focus tints of a custom colour. */
export const withAlpha = (input: string, alpha: number): string => tint(colorOrThrow(input), alpha);

/** WCAG relative luminance of a colour (0 = black, 1 = white). */
export const relativeLuminance = (input: string): number => luminanceOf(parseColor(input));

/** WCAG contrast ratio of two colours, from 1 to 21. */
export const contrastRatio = (first: string, second: string): number => ratioOf(parseColor(first), parseColor(second));

/** True when white text reads better on this colour than the theme's near-black text (and for a colour only the page can resolve). */
export const prefersLightText = (input: string): boolean => lightTextOn(colorOrThrow(input));

/** The text colour for a custom fill: white or the theme's near-black, whichever reads better on it. */
export const textColorOn = (input: string): string => textOn(colorOrThrow(input));

/**
 * The colour itself when it reaches `minRatio` against `background`, otherwise the nearest shade of
 * it that does (mixed toward black on light backgrounds, toward white on dark ones). Lets a custom
 * colour stay the person's choice while its text stays readable in both themes. A colour only the page
 * can resolve comes back as it is.
 */
export function readableOn(input: string, background: string, minRatio = 4.5): string {
  const color = colorOrThrow(input);
  return color.kind === 'css' ? color.css : readableText(color, parseColor(background), minRatio);
}

/** A custom colour for text on the page, in each theme: the colour itself or the nearest readable shade. */
export const textColorsOnPage = (input: string, minRatio = 4.5): { light: string; dark: string } =>
  textOnPage(colorOrThrow(input), minRatio);
