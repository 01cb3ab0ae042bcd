import { vi } from 'vitest';

/**
 * Runs code as if the machine were somewhere else, at another time: its clock, its timezone and its
 * default locale. What renders differently under two such settings depends on where or when it was
 * rendered — a page built on one machine and hydrated in a browser on another day would not match.
 *
 * Node reads `process.env.TZ` again whenever it is set. The default locale is fixed when Node starts,
 * so every API that falls back to it is given `locale` when called without one.
 */
export interface Somewhere {
  /** The machine's clock. */
  now: Date;
  /** An IANA timezone, e.g. `Pacific/Kiritimati`. */
  timeZone: string;
  /** A BCP 47 tag taken as the default locale; the machine's own when not given. */
  locale?: string;
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Methods whose first argument is the locale, falling back to the default one. */
const LOCALE_FIRST: Array<[object, string]> = [
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [Number.prototype, 'toLocaleString'],
  [Array.prototype, 'toLocaleString'],
];
const INTL_CONSTRUCTORS = [
  'DateTimeFormat',
  'NumberFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
] as const;

function defaultLocale(locale: string): () => void {
  const undo: Array<() => void> = [];
  const replace = (owner: object, key: string, value: unknown) => {
    const original = Reflect.get(owner, key);
    Reflect.set(owner, key, value);
    undo.push(() => Reflect.set(owner, key, original));
  };
  for (const [owner, key] of LOCALE_FIRST) {
    const original = Reflect.get(owner, key) as Method;
    replace(owner, key, function (this: unknown, locales?: unknown, ...rest: unknown[]) {
      return original.call(this, locales ?? locale, ...rest);
    });
  }
  const localeCompare = String.prototype.localeCompare;
  replace(String.prototype, 'localeCompare', function (this: string, that: string, locales?: string, options?: Intl.CollatorOptions) {
    return localeCompare.call(this, that, locales ?? locale, options);
  });
  for (const name of INTL_CONSTRUCTORS) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const withLocale = ([locales, ...rest]: unknown[]) => [locales ?? locale, ...rest];
    replace(
      Intl,
      name,
      new Proxy(original, {
        construct: (target, args) => new target(...withLocale(args)),
        apply: (target, self, args) => Reflect.apply(target, self, withLocale(args)),
      }),
    );
  }
  return () => undo.reverse().forEach((restore) => restore());
}

/**
 * Runs `work` with the clock, timezone and default locale of `where`, then puts them back. The clock is
 * set with `vi.setSystemTime`, so the caller has `vi.useFakeTimers({ toFake: ['Date'] })` on.
 */
export function runElsewhere<T>(where: Somewhere, work: () => T): T {
  const timeZone = process.env.TZ;
  process.env.TZ = where.timeZone;
  vi.setSystemTime(where.now);
  const restoreLocale = where.locale ? defaultLocale(where.locale) : () => {};
  try {
    return work();
  } finally {
    restoreLocale();
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
  }
}
