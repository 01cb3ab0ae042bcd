import { CONSOLE_LIMITS, type FormatSegment } from './console-types';
import { cutText, describeNode, type NodeBudget } from './describe-value';

// A console message's text as the browsers write it: the format string's specifiers applied, within the message's budget.

export interface FormatWriter {
  segments: FormatSegment[];
  /** The style `%c` gave the text that follows. */
  style: string | undefined;
  /** Adds text (merged into the last segment when it has the same style); false once the message is full. */
  text: (text: string) => boolean;
  value: (value: unknown) => boolean;
  full: () => boolean;
}

/** Collects a message's format segments within its node budget and `CONSOLE_LIMITS.string` characters of text in all. */
export function formatWriter(budget: NodeBudget): FormatWriter {
  let textLeft: number = CONSOLE_LIMITS.string;
  const writer: FormatWriter = {
    segments: [],
    style: undefined,
    full: () => textLeft <= 0 || budget.nodes <= 0,
    text(text) {
      if (text === '') return !writer.full();
      if (textLeft <= 0) return false;
      // A text cut short ends in an ellipsis, so the panel does not pass it off as whole.
      const kept = text.length > textLeft ? `${text.slice(0, textLeft - 1)}…` : text;
      const last = writer.segments.at(-1);
      if (last && 'text' in last && last.style === writer.style) last.text += kept;
      else if (budget.nodes <= 0) return false;
      else {
        budget.nodes--;
        writer.segments.push(writer.style === undefined ? { text: kept } : { text: kept, style: writer.style });
      }
      textLeft -= kept.length;
      return !writer.full();
    },
    value(value) {
      if (budget.nodes <= 0) return false;
      const node = describeNode(value, budget);
      writer.segments.push(writer.style === undefined ? { value: node } : { value: node, style: writer.style });
      return !writer.full();
    },
  };
  return writer;
}

const SPECIFIER = /%([sdifoOc%])/g;

/**
 * Applies a format string as the browsers' consoles do (`%s %d %i %f %o %O %c`, and `%%` for a percent
 * sign); a specifier with no argument left stays as written. Returns the arguments it did not take.
 * Objects given to `%s` are shown as values rather than through their toString, which is a demo's code.
 */
export function applyFormat(format: string, rest: readonly unknown[], writer: FormatWriter): readonly unknown[] {
  const pattern = new RegExp(SPECIFIER);
  let next = 0;
  let last = 0;
  for (let match = pattern.exec(format); match; match = pattern.exec(format)) {
    if (!writer.text(format.slice(last, match.index))) return rest.slice(next);
    last = pattern.lastIndex;
    const letter = match[1];
    if (letter === '%') writer.text('%');
    else if (next >= rest.length) writer.text(match[0]);
    else {
      const arg = rest[next++];
      if (letter === 'c') writer.style = styleOf(arg);
      else if (letter === 'o' || letter === 'O') writer.value(arg);
      else if (letter === 's') {
        if (arg !== null && (typeof arg === 'object' || typeof arg === 'function')) writer.value(arg);
        else writer.text(primitiveText(arg));
      } else writer.text(letter === 'f' ? floatText(arg) : integerText(arg));
    }
    if (writer.full()) return rest.slice(next);
  }
  writer.text(format.slice(last));
  return rest.slice(next);
}

function primitiveText(value: unknown): string {
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

/** `%d`/`%i`: the integer part, as parseInt reads it; NaN for what is no number (objects' valueOf is not called). */
function integerText(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(value)) : 'NaN';
  if (typeof value === 'string') return String(Number.parseInt(value, 10));
  return 'NaN';
}

function floatText(value: unknown): string {
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return String(Number.parseFloat(value));
  return 'NaN';
}

/** `%c`'s CSS, kept as text for the page to read (it must not trust it: a demo wrote it); capped. */
function styleOf(value: unknown): string | undefined {
  const style = value !== null && (typeof value === 'object' || typeof value === 'function') ? '' : String(value);
  return style === '' ? undefined : cutText(style, CONSOLE_LIMITS.style);
}
