import { daysInMonth, makeDate } from './dates.ts';
import { DATEPICKER_ERRORS } from './errors.ts';

type Part = { kind: 'day' | 'month'; width: 1 | 2 } | { kind: 'year' } | { kind: 'text'; text: string };

/** A date format read once: how to show a date and how to read one typed in it. */
export interface DateFormat {
  format: (date: Date) => string;
  /** The date typed, or null when the text is not a real date in this format. */
  parse: (text: string) => Date | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readParts(pattern: string): Part[] {
  const parts: Part[] = [];
  const seen = new Set<string>();
  for (const [run] of pattern.matchAll(/d+|M+|y+|[^dMy]+/g)) {
    const letter = run[0];
    if (letter !== 'd' && letter !== 'M' && letter !== 'y') {
      parts.push({ kind: 'text', text: run });
      continue;
    }
    const valid = letter === 'y' ? run.length === 4 : run.length <= 2;
    if (!valid || seen.has(letter)) throw new Error(DATEPICKER_ERRORS.format(pattern));
    seen.add(letter);
    if (letter === 'y') parts.push({ kind: 'year' });
    else parts.push({ kind: letter === 'd' ? 'day' : 'month', width: run.length as 1 | 2 });
  }
  if (seen.size !== 3) throw new Error(DATEPICKER_ERRORS.format(pattern));
  return parts;
}

/**
 * Compiles a pattern such as `dd/MM/yyyy`, `yyyy-MM-dd` or `d.M.yyyy`: `dd`/`d` is the day, `MM`/`M` the
 * month (two digits, or as few as needed) and `yyyy` the year; anything else is literal text.
 * A typed day or month may have one or two digits whatever the pattern says, so `5/1/2025` reads as `05/01/2025`.
 * Throws when the pattern lacks one of the three or repeats one.
 */
export function compileFormat(pattern: string): DateFormat {
  const parts = readParts(pattern);
  const order: Array<'day' | 'month' | 'year'> = [];
  const source = parts
    .map((part) => {
      if (part.kind === 'text') return escapeRegExp(part.text);
      order.push(part.kind);
      return part.kind === 'year' ? '(\\d{4})' : '(\\d{1,2})';
    })
    .join('');
  const matcher = new RegExp(`^${source}$`);

  return {
    format: (date) =>
      parts
        .map((part) => {
          if (part.kind === 'text') return part.text;
          if (part.kind === 'year') return String(date.getFullYear()).padStart(4, '0');
          const value = part.kind === 'day' ? date.getDate() : date.getMonth() + 1;
          return String(value).padStart(part.width, '0');
        })
        .join(''),
    parse: (text) => {
      const match = matcher.exec(text.trim());
      if (!match) return null;
      const value = { day: 0, month: 0, year: 0 };
      order.forEach((kind, index) => (value[kind] = Number(match[index + 1])));
      const { day, month, year } = value;
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return null;
      return makeDate(year, month - 1, day);
    },
  };
}
