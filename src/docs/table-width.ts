import { codeWords, LONG_WORD, longWordPieces } from './code-words';

/**
 * The container widths, in rem, from which a docs table is drawn as a table (its stylesheet has a container
 * query for each); below its width its rows stack as entries. From the last one up every table is a table.
 */
export const TABLE_FROM_REM = [28, 36, 44, 52, 60] as const;
export type TableFrom = (typeof TABLE_FROM_REM)[number];

/** A character of the tables' code (0.85rem of a monospace font, whose characters are 0.6em wide). */
const CODE_CHAR_REM = 0.85 * 0.6;
/** A cell's padding, both sides, and the code's own padding. */
const CELL_PADDING_REM = 1.8;
const CODE_PADDING_REM = 0.6;
/** The least a description column may be as a table's column before its lines are too short to read. */
const PROSE_MIN_REM = 10;

/** The widest piece of code of a cell that never breaks: a word, or of a long word its longest piece. */
function longestUnbreakable(code: string): number {
  let longest = 0;
  for (const word of codeWords(code)) {
    const pieces = word.length >= LONG_WORD ? longWordPieces(word) : [word];
    for (const piece of pieces) longest = Math.max(longest, piece.length);
  }
  return longest;
}

/**
 * The width from which a table's columns fit side by side: each column of code as wide as its longest
 * unbreakable word, each column of prose `PROSE_MIN_REM`. The code is known when the page is rendered, so
 * the prerendered page already has the layout the browser keeps (no measuring after hydration).
 *
 * `columns` holds, per column, the code of each of its cells, or `'prose'` for a description.
 */
export function tableFrom(columns: readonly (readonly string[] | 'prose')[]): TableFrom {
  const needed = columns.reduce((sum, cells) => {
    if (cells === 'prose') return sum + PROSE_MIN_REM + CELL_PADDING_REM;
    const chars = Math.max(0, ...cells.map(longestUnbreakable));
    return sum + chars * CODE_CHAR_REM + CODE_PADDING_REM + CELL_PADDING_REM;
  }, 0);
  return TABLE_FROM_REM.find((width) => width >= needed) ?? TABLE_FROM_REM[TABLE_FROM_REM.length - 1];
}
