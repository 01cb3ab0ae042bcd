import { warnOnce } from './warnOnce.ts';

// Intl objects are costly to build and a calendar asks for dozens of names per render: one per tag and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The tag itself when Intl knows it; otherwise 'en-US', with one warning in development. Never throws. */
export function supportedLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    warnOnce(`Aquila UI: AquilaProvider locale got ${JSON.stringify(tag)}, which is no BCP 47 language tag; "en-US" is used instead.`);
    return 'en-US';
  }
}

function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format as Format;
}

/** The date formatter of a locale and options, built once. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(supportedLocale(locale), options));

/** The number formatter of a locale: `numberFormat('de').format(1234)` is "1.234". */
export const numberFormat = (locale: string): Intl.NumberFormat =>
  cached(`number ${locale}`, () => new Intl.NumberFormat(supportedLocale(locale)));
