import { expect, it } from 'vitest';
import { watchWarnings } from './warnings.ts';

/**
 * One colour, vermilion (#ff3300), in every syntax a browser accepts for a colour prop, and the text a
 * component hands to CSS for it: the sRGB syntaxes written as rgb()/rgba(), the wider spaces as written
 * (their gamut survives), and what only the page can resolve as written.
 */
export const CSS_COLOR_SYNTAXES: ReadonlyArray<readonly [input: string, css: string]> = [
  ['#f30', 'rgb(255, 51, 0)'],
  ['#f308', 'rgba(255, 51, 0, 0.533)'],
  ['#ff3300', 'rgb(255, 51, 0)'],
  ['#FF330080', 'rgba(255, 51, 0, 0.502)'],
  ['rgb(255, 51, 0)', 'rgb(255, 51, 0)'],
  ['rgba(255, 51, 0, 0.5)', 'rgba(255, 51, 0, 0.5)'],
  ['rgb(255 51 0)', 'rgb(255, 51, 0)'],
  ['rgb(255 51 0 / 50%)', 'rgba(255, 51, 0, 0.5)'],
  ['hsl(12, 100%, 50%)', 'rgb(255, 51, 0)'],
  ['hsla(12 100% 50% / 0.5)', 'rgba(255, 51, 0, 0.5)'],
  ['hwb(12 0% 0%)', 'rgb(255, 51, 0)'],
  ['lab(56% 73 74)', 'lab(56% 73 74)'],
  ['lch(56% 104 45)', 'lch(56% 104 45)'],
  ['oklab(0.65 0.19 0.13)', 'oklab(0.65 0.19 0.13)'],
  ['oklch(0.65 0.23 35)', 'oklch(0.65 0.23 35)'],
  ['color(display-p3 1 0.3 0)', 'color(display-p3 1 0.3 0)'],
  ['orangered', 'rgb(255, 69, 0)'],
  ['transparent', 'rgba(0, 0, 0, 0)'],
  ['var(--brand)', 'var(--brand)'],
  ['currentColor', 'currentColor'],
];

/** A value that is no colour, for each documented error text. */
export const INVALID_COLORS: ReadonlyArray<readonly [input: string, error: string]> = [
  ['blurple', 'Wrong color name'],
  ['rgb(1, 2)', 'Invalid RGB color format'],
  ['rgba(0, 0, 0, 0, 0)', 'Invalid RGBA color format'],
  ['hsl(0, 50, 50)', 'Invalid HSL color format'],
  ['hsla(0, 50%)', 'Invalid HSLA color format'],
  ['#12345', 'Incorrect RGB color format.'],
  ['', 'Invalid argument; has no value.'],
];

/**
 * The one warning a component gives for a colour it cannot read, however often it renders: it names the
 * error, the component and the value, so the person finds which prop to fix.
 */
export function expectOneColorWarning(warn: ReturnType<typeof watchWarnings>, component: string, input: string, error: string) {
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toContain(`${error}: ${component} color got ${JSON.stringify(input)}`);
}

/**
 * Each syntax of CSS_COLOR_SYNTAXES reaches CSS as the text it lists, with no warning: each is a colour,
 * even one only the page resolves. `paint` renders the component in a colour and reads what it hands to CSS.
 */
export function itTakesEveryColorSyntax(paint: (color: string) => string) {
  it.each(CSS_COLOR_SYNTAXES)('takes the colour %s and hands it to CSS as %s', (input, css) => {
    const warn = watchWarnings();
    expect(paint(input)).toBe(css);
    expect(warn).not.toHaveBeenCalled();
  });
}
