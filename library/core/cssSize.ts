import { balanced } from './balanced.ts';
import { shownValue, warnOnce } from './warnOnce.ts';

/**
 * Size props (a drawer's width, a dialog's maxHeight, a table's scroll, a resizable panel's minWidth) arrive
 * as 200, "200" (an HTML attribute, a CMS field, a query string) or "200px", all meaning 200 px, or as any
 * other CSS length. One reader serves them all, so "200" means the same everywhere and never becomes the
 * invalid CSS `200`. A size is a matter of looks: a value that is none warns in development and falls back.
 */
export type SizeReading = { kind: 'px'; px: number } | { kind: 'length'; css: string } | { kind: 'invalid' };

const PIXELS = /^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?(px)?$/i;
const UNITS = [
  '%',
  'em',
  'rem',
  'ex',
  'rex',
  'ch',
  'rch',
  'cap',
  'rcap',
  'ic',
  'ric',
  'lh',
  'rlh',
  'vw',
  'vh',
  'vi',
  'vb',
  'vmin',
  'vmax',
  'svw',
  'svh',
  'lvw',
  'lvh',
  'dvw',
  'dvh',
  'cqw',
  'cqh',
  'cqi',
  'cqb',
  'cqmin',
  'cqmax',
  'cm',
  'mm',
  'q',
  'in',
  'pt',
  'pc',
];
const LENGTH = new RegExp(`^\\+?(\\d+\\.?\\d*|\\.\\d+)(e[+-]?\\d+)?(${UNITS.join('|')})$`, 'i');
const KEYWORDS = new Set(['auto', 'none', 'fit-content', 'min-content', 'max-content', 'stretch']);
const FUNCTION = /^(calc|min|max|clamp|var|env|fit-content)\(/i;

/**
 * Reads a size: a finite number of at least 0, or text holding one with or without `px`, is px; another CSS
 * length (`30rem`, `50%`, `100dvh`, `calc(…)`, `min(…)`, a `var()`, `auto`, `fit-content` …) is kept as
 * written; anything else (a negative size, `wide`, NaN) is invalid.
 */
export function readSize(value: unknown): SizeReading {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { kind: 'px', px: value } : { kind: 'invalid' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  const text = value.trim();
  if (PIXELS.test(text)) return { kind: 'px', px: parseFloat(text) };
  const lower = text.toLowerCase();
  if (LENGTH.test(text) || KEYWORDS.has(lower)) return { kind: 'length', css: text };
  if (FUNCTION.test(text) && text.endsWith(')') && balanced(text)) return { kind: 'length', css: text };
  return { kind: 'invalid' };
}

/** What development is told about a size prop that is no size. */
export const cssSizeWarning = (prop: string, value: unknown) =>
  `Aquila UI: ${prop} must be a number of pixels (200 or "200px") or a CSS length ("30rem", "50%"); got ${shownValue(value)}. The default is used.`;

/**
 * A size prop as CSS: px as `200px`, another length as written; undefined for a prop not given (undefined,
 * null or ''), and for a value that is no size, which warns once in development (the default applies).
 */
export function cssSize(value: unknown, prop: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const size = readSize(value);
  if (size.kind === 'px') return `${size.px}px`;
  if (size.kind === 'length') return size.css;
  warnOnce(cssSizeWarning(prop, value));
  return undefined;
}

/**
 * A size prop that must be a number of pixels (the component computes with it): a number or its text, with
 * or without `px`. Anything else, another CSS length included, is `fallback`, with the warning `warning(value)`
 * once in development.
 */
export function pxSize(value: unknown, fallback: number, warning: (value: unknown) => string): number {
  const size = readSize(value);
  if (size.kind === 'px') return size.px;
  warnOnce(warning(value));
  return fallback;
}
