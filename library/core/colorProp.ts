import { readColor, type Color } from './color.ts';
import { shownValue, warnOnce } from './warnOnce.ts';

export interface ColorPropOptions {
  /** The component and prop, as the warnings name them: `'Tag ngxColor'`. */
  prop: string;
  /** The colour used instead of one that is no colour; without it, none (the theme's colour applies). */
  fallback?: string;
  /**
   * Whether the component computes with the colour (a text colour on it, a readable shade), so that a
   * colour only the page can resolve is worth a warning: the computed parts then fall back.
   */
  computes?: boolean;
}

/** What development is told about a colour prop that is no colour; the documented text comes first, verbatim. */
export const invalidColorWarning = (error: string, prop: string, value: unknown, fallback: string | undefined) =>
  `Aquila UI: ${error}: ${prop} got ${shownValue(value)}, which is no CSS colour; ${
    fallback === undefined ? 'the theme’s colour is used' : `the default ${fallback} is used`
  } instead.`;

/** What development is told about a colour the component must compute with but only the page can resolve. */
export const unresolvedColorWarning = (prop: string, css: string) =>
  `Aquila UI: ${prop} ${css} reaches CSS as written, but only the page can resolve it, so what is computed from it falls back: text drawn on it is white, and text in it keeps the colour as it is (its readability is not checked).`;

/**
 * A colour prop as a component uses it. A prop left undefined is the fallback, without a word. A value that is
 * no colour is the fallback too, and development is warned once per value with the documented error text
 * (a colour is a matter of looks: it never takes the page down). A colour only the page can resolve is kept.
 */
export function colorProp(value: unknown, { prop, fallback, computes = false }: ColorPropOptions): Color | undefined {
  if (value === undefined) return fallback === undefined ? undefined : colorProp(fallback, { prop, computes });
  const reading = readColor(value);
  if (reading.kind === 'invalid') {
    warnOnce(invalidColorWarning(reading.error, prop, value, fallback));
    return fallback === undefined ? undefined : colorProp(fallback, { prop, computes });
  }
  if (reading.kind === 'css' && computes) warnOnce(unresolvedColorWarning(prop, reading.css));
  return reading;
}
