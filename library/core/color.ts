import cssColorNames from 'color-name';

/**
 * Colour helper shared by every component with a colour prop (ngxColor, ngxBadgeColor, …).
 * It accepts #rgb and #rrggbb hex, rgb(), rgba(), hsl(), hsla() and the names in PRESET_COLORS, and
 * throws one of the COLOR_ERRORS texts verbatim for everything else, so a typo in a colour prop fails
 * loudly instead of rendering an invisible element.
 */

export const COLOR_ERRORS = {
  empty: 'Invalid argument; has no value.',
  rgb: 'Invalid RGB color format',
  rgba: 'Invalid RGBA color format',
  hsl: 'Invalid HSL color format',
  hsla: 'Invalid HSLA color format',
  hex: 'Incorrect RGB color format.',
  name: 'Wrong color name',
} as const;

const toHex = (channels: readonly number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The named colours the library understands: the 148 CSS named colours as `#rrggbb`, and `transparent`. */
export const PRESET_COLORS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(Object.entries(cssColorNames).map(([name, channels]) => [name, toHex(channels)])),
  transparent: 'transparent',
});

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NUMBER = String.raw`\s*(-?\d+(?:\.\d+)?)\s*`;
const PERCENT = String.raw`\s*(\d+(?:\.\d+)?)%\s*`;
const FUNCTION_PATTERNS = {
  rgb: new RegExp(`^rgb\\(${NUMBER},${NUMBER},${NUMBER}\\)$`, 'i'),
  rgba: new RegExp(`^rgba\\(${NUMBER},${NUMBER},${NUMBER},${NUMBER}\\)$`, 'i'),
  hsl: new RegExp(`^hsl\\(${NUMBER},${PERCENT},${PERCENT}\\)$`, 'i'),
  hsla: new RegExp(`^hsla\\(${NUMBER},${PERCENT},${PERCENT},${NUMBER}\\)$`, 'i'),
};

const inRange = (value: number, max: number) => value >= 0 && value <= max;

function parseFunction(kind: keyof typeof FUNCTION_PATTERNS, text: string): number[] {
  const match = FUNCTION_PATTERNS[kind].exec(text);
  if (!match) throw new TypeError(COLOR_ERRORS[kind]);
  const values = match.slice(1).map(Number);
  const valid =
    kind === 'rgb' || kind === 'rgba'
      ? values.slice(0, 3).every((channel) => inRange(channel, 255))
      : inRange(values[0], 360) && inRange(values[1], 100) && inRange(values[2], 100);
  const alphaValid = values.length < 4 || inRange(values[3], 1);
  if (!valid || !alphaValid) throw new TypeError(COLOR_ERRORS[kind]);
  return values;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

function parseHex(text: string): Rgba {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)) throw new Error(COLOR_ERRORS.hex);
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
    a: 1,
  };
}

/**
 * Parses any accepted colour into RGBA channels.
 * @throws TypeError for an empty value or a malformed rgb()/rgba()/hsl()/hsla(), Error for a malformed
 * hex or an unknown name, each with its COLOR_ERRORS message.
 */
export function parseColor(input: string | null | undefined): Rgba {
  const text = (input ?? '').trim();
  if (!text) throw new TypeError(COLOR_ERRORS.empty);
  const lower = text.toLowerCase();
  if (lower.startsWith('#')) return parseHex(lower);
  if (lower.startsWith('rgba')) {
    const [r, g, b, a] = parseFunction('rgba', lower);
    return { r, g, b, a };
  }
  if (lower.startsWith('rgb')) {
    const [r, g, b] = parseFunction('rgb', lower);
    return { r, g, b, a: 1 };
  }
  if (lower.startsWith('hsla')) {
    const [h, s, l, a] = parseFunction('hsla', lower);
    const [r, g, b] = hslToRgb(h, s, l);
    return { r, g, b, a };
  }
  if (lower.startsWith('hsl')) {
    const [h, s, l] = parseFunction('hsl', lower);
    const [r, g, b] = hslToRgb(h, s, l);
    return { r, g, b, a: 1 };
  }
  const preset = Object.hasOwn(PRESET_COLORS, lower) ? PRESET_COLORS[lower] : undefined;
  if (!preset) throw new Error(COLOR_ERRORS.name);
  if (preset === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  return parseHex(preset);
}

/** Validates a colour and returns it as a CSS `rgb()`/`rgba()` string. */
export function toCssColor(input: string | null | undefined): string {
  const { r, g, b, a } = parseColor(input);
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** Same colour with a different alpha; used for hover and focus tints of a custom colour. */
export function withAlpha(input: string, alpha: number): string {
  const { r, g, b } = parseColor(input);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG relative luminance of a colour (0 = black, 1 = white). */
export function relativeLuminance(input: string): number {
  const { r, g, b } = parseColor(input);
  const [red, green, blue] = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1f2328';

/** True when white text reads better on this colour than the theme's near-black text. */
export function prefersLightText(input: string): boolean {
  return contrastRatio(input, LIGHT_TEXT) >= contrastRatio(input, DARK_TEXT);
}

/** The text colour for a custom fill: white or the theme's near-black, whichever reads better on it. */
export function textColorOn(input: string): string {
  return prefersLightText(input) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The colour itself when it reaches `minRatio` against `background`, otherwise the nearest shade of
 * it that does (mixed toward black on light backgrounds, toward white on dark ones). Lets a custom
 * colour stay the person's choice while its text stays readable in both themes.
 */
export function readableOn(input: string, background: string, minRatio = 4.5): string {
  const { r, g, b } = parseColor(input);
  const target = relativeLuminance(background) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const weight = step / 20;
    const mix = (channel: number) => Math.round(channel + (target - channel) * weight);
    const candidate = `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target === 0 ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
}

// The page backgrounds coloured text must stay readable on: each theme's subtle surface, the
// stricter of its two backgrounds.
const LIGHT_PAGE = '#f6f7f9';
const DARK_PAGE = '#1c2128';

/** A custom colour for text on the page, in each theme: the colour itself or the nearest readable shade. */
export function textColorsOnPage(input: string, minRatio = 4.5): { light: string; dark: string } {
  return { light: readableOn(input, LIGHT_PAGE, minRatio), dark: readableOn(input, DARK_PAGE, minRatio) };
}
