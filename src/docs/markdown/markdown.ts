/** The few Markdown constructs the pages' Markdown is written with, escaped where Markdown needs it. */

/** A fenced code block, its fence longer than any run of backticks in the code. */
export function fence(language: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.replace(/\n+$/, '')}\n${marks}`;
}

/** Text for a table cell: one line, its pipes escaped. */
const cell = (text: string) =>
  text
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** Code for a table cell, inline, with a fence longer than the backticks it holds (the table escapes its pipes). */
export function codeCell(text: string): string {
  if (text === '') return '';
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${marks}${padded.replace(/\r?\n+/g, ' ')}${marks}`;
}

/** A table: a header row, its rule, and a row per entry, cells already written as Markdown. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** A bulleted list. */
export const list = (items: readonly string[]): string => items.map((item) => `- ${item.replace(/\n+/g, ' ')}`).join('\n');

/** Blocks with one blank line between them, and one newline at the end. */
export const blocks = (...parts: Array<string | false | null | undefined>): string =>
  `${parts.filter((part): part is string => !!part && part.trim() !== '').join('\n\n')}\n`;
