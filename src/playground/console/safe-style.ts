import type { CSSProperties } from 'react';

/**
 * A `%c` style is a stranger's CSS applied in the page, outside the sandbox: only properties that can
 * change how the text looks are kept, and sizes only within bounds, so a message can neither load
 * anything (`url(`), cover the page, nor hide the console's own controls.
 */

/** The property as written → React's name for it. `background` keeps only its colour. */
const ALLOWED: Record<string, keyof CSSProperties> = {
  color: 'color',
  background: 'backgroundColor',
  'background-color': 'backgroundColor',
  'font-weight': 'fontWeight',
  'font-style': 'fontStyle',
  'font-family': 'fontFamily',
  'text-decoration': 'textDecoration',
  'text-decoration-line': 'textDecorationLine',
  'text-decoration-color': 'textDecorationColor',
  'text-decoration-style': 'textDecorationStyle',
  'text-transform': 'textTransform',
  'letter-spacing': 'letterSpacing',
  'font-size': 'fontSize',
  padding: 'padding',
  'padding-left': 'paddingLeft',
  'padding-right': 'paddingRight',
  'padding-top': 'paddingTop',
  'padding-bottom': 'paddingBottom',
  margin: 'margin',
  'margin-left': 'marginLeft',
  'margin-right': 'marginRight',
  'margin-top': 'marginTop',
  'margin-bottom': 'marginBottom',
  'border-radius': 'borderRadius',
  border: 'border',
  'line-height': 'lineHeight',
};

/** Properties whose every length is held within [min, max] pixels (em and rem counted at 16px). */
const BOUNDED: Record<string, [number, number]> = {
  'font-size': [8, 32],
  'letter-spacing': [-2, 8],
  'line-height': [0, 48],
  padding: [0, 24],
  margin: [0, 24],
  'border-radius': [0, 24],
  border: [0, 4],
};

/** Characters a kept value may have: names, numbers, units, colours and colour functions, nothing else. */
const SAFE_VALUE = /^[\w\s#.,%()/+-]*$/;
/** Functions that fetch or read something, or reach outside the value. */
const UNSAFE_FUNCTION = /\b(url|image|image-set|cross-fade|element|expression|attr|env|var|paint)\s*\(/i;
const LENGTH = /(-?\d*\.?\d+)(px|em|rem|%)?/g;

function withinBounds(property: string, value: string): boolean {
  const bounds = BOUNDED[property] ?? BOUNDED[property.replace(/-(left|right|top|bottom)$/, '')];
  if (!bounds) return true;
  // Numbers inside a colour (`rgb(0 0 0)`, `#ff0080`) are not lengths.
  const lengths = value.replace(/\w+\([^)]*\)|#\w+/g, '');
  for (const [, number, unit] of lengths.matchAll(LENGTH)) {
    const pixels = Number(number) * (unit === 'em' || unit === 'rem' ? 16 : 1);
    if (unit === '%' && property !== 'border-radius') return false;
    if (unit !== '%' && (pixels < bounds[0] || pixels > bounds[1])) return false;
  }
  return true;
}

/** The declarations of a `%c` style that are safe to apply, as a React style; everything else is dropped. */
export function safeStyle(css: string | undefined): CSSProperties | undefined {
  if (!css) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important\s*$/i, '')
      .trim();
    const name = ALLOWED[property];
    if (!name || !value || !SAFE_VALUE.test(value) || UNSAFE_FUNCTION.test(value)) continue;
    if (!withinBounds(property, value)) continue;
    style[name] = value;
  }
  return Object.keys(style).length > 0 ? style : undefined;
}
