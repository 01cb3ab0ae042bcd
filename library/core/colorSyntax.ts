import cssColorNames from 'color-name';
import { balanced } from './balanced.ts';
import { COLOR_FUNCTION_SPACES, hslToSrgb, hwbToSrgb, labToSrgb, oklabToSrgb, polarToAxes, type Triple } from './colorSpaces.ts';

/**
 * Reads a colour as CSS does (CSS Color 4): hex with 3, 4, 6 or 8 digits, rgb()/rgba() and hsl()/hsla()
 * in the comma and the space syntax, hwb(), lab(), lch(), oklab(), oklch(), color() and the named colours.
 * What it can compute it returns as RGBA; what only the page's CSS can resolve (a `var()`, `currentColor`,
 * a system colour, `color-mix()`, relative colours) it returns as valid but not computable; anything else
 * is invalid, with one of the documented error texts. It never throws: the callers decide.
 */

/** The texts for a value that is no colour, word for word as the API documents them (tests assert them). */
export const COLOR_ERRORS = {
  empty: 'Invalid argument; has no value.',
  rgb: 'Invalid RGB color format',
  rgba: 'Invalid RGBA color format',
  hsl: 'Invalid HSL color format',
  hsla: 'Invalid HSLA color format',
  hex: 'Incorrect RGB color format.',
  name: 'Wrong color name',
} as const;

export type ColorError = (typeof COLOR_ERRORS)[keyof typeof COLOR_ERRORS];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * A colour read from text. `rgb`: computable (`css` is `rgb()`/`rgba()` for the sRGB syntaxes, the text
 * as written for the wider spaces so their gamut survives). `css`: valid, but only the page can resolve
 * it, so it reaches CSS as written. `invalid`: no colour.
 */
export type ColorReading =
  { kind: 'rgb'; css: string; rgba: Rgba } | { kind: 'css'; css: string } | { kind: 'invalid'; error: ColorError };

const toHex = (channels: readonly number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The named colours the library understands: the 148 CSS named colours as `#rrggbb`, and `transparent`. */
export const PRESET_COLORS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(Object.entries(cssColorNames).map(([name, channels]) => [name, toHex(channels)])),
  transparent: 'transparent',
});

// Colours the browser resolves from the element or the system: valid, never computable here.
const PAGE_COLOR_KEYWORDS = new Set([
  'currentcolor',
  'accentcolor',
  'accentcolortext',
  'activetext',
  'buttonborder',
  'buttonface',
  'buttontext',
  'canvas',
  'canvastext',
  'field',
  'fieldtext',
  'graytext',
  'highlight',
  'highlighttext',
  'linktext',
  'mark',
  'marktext',
  'selecteditem',
  'selecteditemtext',
  'visitedtext',
]);
const PAGE_COLOR_FUNCTIONS = new Set(['var', 'color-mix', 'light-dark', 'contrast-color']);
const COMPUTED_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const TOKEN = new RegExp(`^(${NUMBER})(%|deg|grad|rad|turn)?$`, 'i');

/** One component: a number, a percentage, an angle (in degrees) or `none`; null when it is none of these. */
type Component = { unit: 'number' | 'percent' | 'angle'; value: number } | { unit: 'none' };
const ANGLE_DEGREES: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

function component(text: string): Component | null {
  if (text.toLowerCase() === 'none') return { unit: 'none' };
  const match = TOKEN.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  if (!unit) return { unit: 'number', value };
  if (unit === '%') return { unit: 'percent', value };
  return { unit: 'angle', value: value * ANGLE_DEGREES[unit] };
}

/** The value of a component, `percentScale` being what 100% stands for; null when its unit is not allowed. */
function valueOf(part: Component, percentScale: number | null, angle = false): number | null {
  if (part.unit === 'none') return 0;
  if (part.unit === 'angle') return angle ? part.value : null;
  if (part.unit === 'percent') return percentScale === null ? null : (part.value / 100) * percentScale;
  return part.value;
}

const hueOf = (part: Component) => {
  const degrees = valueOf(part, null, true);
  return degrees === null ? null : ((degrees % 360) + 360) % 360;
};

/** The three components and the alpha of a function's arguments, in the space or the legacy comma syntax. */
function readArguments(body: string, legacyAllowed: boolean): { parts: Component[]; alpha: Component | null; legacy: boolean } | null {
  const legacy = body.includes(',');
  let texts: string[];
  let alphaText: string | undefined;
  if (legacy) {
    if (!legacyAllowed || body.includes('/')) return null;
    texts = body.split(',').map((text) => text.trim());
    if (texts.length === 4) alphaText = texts.pop();
  } else {
    const [channels, alpha, ...rest] = body.split('/');
    if (rest.length) return null;
    texts = channels.trim().split(/\s+/);
    alphaText = alpha?.trim();
  }
  if (texts.length !== 3 || alphaText === '') return null;
  const parts = texts.map(component);
  const alpha = alphaText === undefined ? null : component(alphaText);
  if (parts.some((part) => part === null) || (alphaText !== undefined && !alpha)) return null;
  // The comma syntax predates `none`.
  if (legacy && [...parts, alpha].some((part) => part?.unit === 'none')) return null;
  return { parts: parts as Component[], alpha, legacy };
}

function alphaOf(part: Component | null): number | null {
  if (!part) return 1;
  const value = valueOf(part, 1);
  return value === null ? null : clamp(value, 0, 1);
}

/** sRGB channels (0–1) of one colour function, or null when its arguments do not fit it. */
function channelsOf(name: string, body: string): { channels: Triple; alpha: number } | null {
  let space: string | undefined;
  if (name === 'color') {
    const match = /^\s*([a-z0-9-]+)\s+([\s\S]*)$/i.exec(body);
    space = match?.[1].toLowerCase();
    if (!match || !space || !Object.hasOwn(COLOR_FUNCTION_SPACES, space)) return null;
    body = match[2];
  }
  const read = readArguments(body, ['rgb', 'rgba', 'hsl', 'hsla'].includes(name));
  if (!read) return null;
  const { parts, legacy } = read;
  const alpha = alphaOf(read.alpha);
  if (alpha === null) return null;
  const done = (channels: (number | null)[]) =>
    channels.some((channel) => channel === null) ? null : { channels: channels as Triple, alpha };

  switch (name) {
    case 'rgb':
    case 'rgba': {
      // In the comma syntax the three are all numbers or all percentages.
      if (legacy && new Set(parts.map((part) => part.unit)).size !== 1) return null;
      return done(parts.map((part) => valueOf(part, 255)).map((value) => (value === null ? null : value / 255)));
    }
    case 'hsl':
    case 'hsla': {
      if (legacy && (parts[1].unit !== 'percent' || parts[2].unit !== 'percent')) return null;
      const [hue, saturation, lightness] = [hueOf(parts[0]), valueOf(parts[1], 100), valueOf(parts[2], 100)];
      if (hue === null || saturation === null || lightness === null) return null;
      return done(hslToSrgb(hue, clamp(saturation, 0, 100) / 100, clamp(lightness, 0, 100) / 100));
    }
    case 'hwb': {
      const [hue, whiteness, blackness] = [hueOf(parts[0]), valueOf(parts[1], 100), valueOf(parts[2], 100)];
      if (hue === null || whiteness === null || blackness === null) return null;
      return done(hwbToSrgb(hue, clamp(whiteness, 0, 100) / 100, clamp(blackness, 0, 100) / 100));
    }
    case 'lab':
    case 'oklab': {
      const [scale, axis] = name === 'lab' ? [100, 125] : [1, 0.4];
      const [lightness, a, b] = [valueOf(parts[0], scale), valueOf(parts[1], axis), valueOf(parts[2], axis)];
      if (lightness === null || a === null || b === null) return null;
      const convert = name === 'lab' ? labToSrgb : oklabToSrgb;
      return done(convert(clamp(lightness, 0, scale), a, b));
    }
    case 'lch':
    case 'oklch': {
      const [scale, chromaScale] = name === 'lch' ? [100, 150] : [1, 0.4];
      const [lightness, chroma, hue] = [valueOf(parts[0], scale), valueOf(parts[1], chromaScale), hueOf(parts[2])];
      if (lightness === null || chroma === null || hue === null) return null;
      const [a, b] = polarToAxes(Math.max(0, chroma), hue);
      const convert = name === 'lch' ? labToSrgb : oklabToSrgb;
      return done(convert(clamp(lightness, 0, scale), a, b));
    }
    default: {
      const values = parts.map((part) => valueOf(part, 1));
      if (values.some((value) => value === null)) return null;
      return done(COLOR_FUNCTION_SPACES[space!](values as Triple));
    }
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** RGBA from sRGB channels, clipped to the sRGB gamut. */
const toRgba = ([r, g, b]: Triple, a: number): Rgba => {
  const [red, green, blue] = [r, g, b].map((channel) => Math.round(clamp(channel, 0, 1) * 255));
  return { r: red, g: green, b: blue, a: round(a) };
};

/** `rgb()` for an opaque colour, `rgba()` otherwise. */
export const rgbaToCss = ({ r, g, b, a }: Rgba) => (a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`);

const computed = (rgba: Rgba, css = rgbaToCss(rgba)): ColorReading => ({ kind: 'rgb', css, rgba });
const invalid = (error: ColorError): ColorReading => ({ kind: 'invalid', error });

function readHex(text: string): ColorReading {
  if (!/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) return invalid(COLOR_ERRORS.hex);
  const digits = text.length <= 5 ? [...text.slice(1)].map((digit) => digit + digit).join('') : text.slice(1);
  const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return computed({ r, g, b, a: round(a / 255) });
}

const FUNCTION_ERRORS: Record<string, ColorError> = {
  rgb: COLOR_ERRORS.rgb,
  rgba: COLOR_ERRORS.rgba,
  hsl: COLOR_ERRORS.hsl,
  hsla: COLOR_ERRORS.hsla,
};

function readFunction(text: string, name: string): ColorReading {
  const error = FUNCTION_ERRORS[name] ?? COLOR_ERRORS.name;
  const open = text.indexOf('(');
  if (!text.endsWith(')') || !balanced(text)) return invalid(error);
  const body = text.slice(open + 1, -1);
  if (PAGE_COLOR_FUNCTIONS.has(name)) {
    const valid = name !== 'var' || /^\s*--[\w-]+\s*(,|$)/.test(body);
    return valid && body.trim() ? { kind: 'css', css: text } : invalid(error);
  }
  // calc(), var() and the like inside, or a relative colour (`rgb(from …)`): only the page can work them out.
  if (body.includes('(') || /^\s*from\s/i.test(body)) return { kind: 'css', css: text };
  const read = channelsOf(name, body);
  if (!read) return invalid(error);
  const rgba = toRgba(read.channels, read.alpha);
  // The sRGB syntaxes are written as rgb(); the wider spaces go to CSS as written, keeping their gamut.
  return computed(rgba, ['rgb', 'rgba', 'hsl', 'hsla', 'hwb'].includes(name) ? rgbaToCss(rgba) : text);
}

/** Reads a colour; see the top of this module. `null`, `undefined` and blank text are an empty value. */
export function readColor(input: unknown): ColorReading {
  if (input === null || input === undefined) return invalid(COLOR_ERRORS.empty);
  if (typeof input !== 'string') return invalid(COLOR_ERRORS.name);
  const text = input.trim();
  if (!text) return invalid(COLOR_ERRORS.empty);
  const lower = text.toLowerCase();
  if (lower.startsWith('#')) return readHex(lower);
  const name = /^([a-z][a-z0-9-]*)\(/.exec(lower)?.[1];
  if (name !== undefined) {
    return COMPUTED_FUNCTIONS.has(name) || PAGE_COLOR_FUNCTIONS.has(name) ? readFunction(text, name) : invalid(COLOR_ERRORS.name);
  }
  if (PAGE_COLOR_KEYWORDS.has(lower)) return { kind: 'css', css: text };
  if (lower === 'transparent') return computed({ r: 0, g: 0, b: 0, a: 0 });
  const preset = Object.hasOwn(PRESET_COLORS, lower) ? PRESET_COLORS[lower] : undefined;
  return preset ? readHex(preset) : invalid(COLOR_ERRORS.name);
}
