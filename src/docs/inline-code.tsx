import { Fragment, type ReactNode } from 'react';
import { Code } from './code';

/** A run of a text: prose, or code that was between backticks. */
export interface InlinePart {
  text: string;
  code: boolean;
}

/** Where the next run of exactly `length` backticks starts, at or after `from`; -1 if there is none. */
function closingRun(source: string, from: number, length: number): number {
  const run = new RegExp(`(?<!\`)\`{${length}}(?!\`)`, 'g');
  run.lastIndex = from;
  return run.exec(source)?.index ?? -1;
}

/**
 * Splits a text as Markdown and JSDoc mark code: a span opens with a run of backticks and closes with a
 * run of as many, so code that holds backticks itself is written between two (``a `b` c``), and one
 * space padding both ends is dropped. A run nothing closes is left in the prose, backticks and all.
 */
export function splitInlineCode(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let prose = '';
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf('`', index);
    if (open === -1) {
      prose += source.slice(index);
      break;
    }
    let after = open;
    while (source[after] === '`') after++;
    prose += source.slice(index, open);
    const close = closingRun(source, after, after - open);
    if (close === -1) {
      prose += source.slice(open, after);
      index = after;
      continue;
    }
    if (prose) parts.push({ text: prose, code: false });
    prose = '';
    const code = source.slice(after, close);
    const padded = code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '';
    parts.push({ text: padded ? code.slice(1, -1) : code, code: true });
    index = close + (after - open);
  }
  if (prose) parts.push({ text: prose, code: false });
  return parts;
}

/**
 * A text with its backticked spans set as `<code>` — React text and elements, never markup read from
 * the string. The code wraps between its words only, as in the API tables, so a long expression fits a
 * phone's column and a name is never split at its hyphen.
 */
export function inlineCode(source: string): ReactNode {
  return splitInlineCode(source).map((part, index) =>
    part.code ? <Code key={index} text={part.text} /> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
