import type { Direction } from 'aquila-ui/provider';

/**
 * The direction and language an example is shown in, chosen on its toolbar: read mode wraps the
 * rendered example in an AquilaProvider with them, edit mode sends them with each run to the preview
 * frame, whose runtime wraps the demo the same way. One example's choice; the page's stays as it is.
 */

/**
 * The languages the library ships a catalogue for (`aquila-ui/locales/<tag>`), named in their own language:
 * the examples' toolbar offers them and the theming guide lists them (its test checks them against library/locales).
 */
export const EXAMPLE_LOCALES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'es', name: 'Español' },
  { tag: 'ja', name: '日本語' },
  { tag: 'ar', name: 'العربية' },
] as const;

export type ExampleLocale = (typeof EXAMPLE_LOCALES)[number]['tag'];

export interface ExampleSurround {
  dir: Direction;
  locale: ExampleLocale;
}

/** What every example is shown in until someone chooses otherwise: no provider at all, as shipped. */
export const DEFAULT_SURROUND: ExampleSurround = { dir: 'ltr', locale: 'en' };

export const isDefaultSurround = (surround: ExampleSurround) =>
  surround.dir === DEFAULT_SURROUND.dir && surround.locale === DEFAULT_SURROUND.locale;

export const isExampleLocale = (value: unknown): value is ExampleLocale => EXAMPLE_LOCALES.some((locale) => locale.tag === value);

/** A surround read from a message: anything that is not one is the default. */
export function parseSurround(value: unknown): ExampleSurround {
  if (!value || typeof value !== 'object') return DEFAULT_SURROUND;
  const { dir, locale } = value as Record<string, unknown>;
  return { dir: dir === 'rtl' ? 'rtl' : 'ltr', locale: isExampleLocale(locale) ? locale : 'en' };
}
