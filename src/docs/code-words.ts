// How the docs tables' code is cut into words that never break inside, shared by the code's markup and
// the estimate of the width a table's columns need.

/**
 * A word this long (a nested generic) may break inside itself, after `<`, `,`, `|`, `.` or `(`; a shorter
 * one never does. 36 characters of code still fit the narrowest entry, at 320 px.
 */
export const LONG_WORD = 37;
/** Written before the word that follows them, so a line starts with `| 'large'` or `=> void`, not ends with it. */
const LEADING = new Set(['|', '&', '=>', '{', '(', '[', '?', '+', '/']);
/** Written after the word before them. */
const TRAILING = new Set(['}', ')', ']', '};', '},']);

/** The words of a piece of code, with the operators that belong to a neighbour joined to it. */
export function codeWords(text: string): string[] {
  const words: string[] = [];
  let pending = '';
  // A quoted string is one word, spaces and all: 'Crop area' is not split at its space.
  for (const word of text.match(/(?:'[^']*'|"[^"]*"|[^\s'"]|['"])+/g) ?? []) {
    if (TRAILING.has(word) && words.length > 0 && !pending) {
      words[words.length - 1] += ` ${word}`;
    } else if (LEADING.has(word)) {
      pending += `${word} `;
    } else {
      words.push(pending + word);
      pending = '';
    }
  }
  if (pending) words.push(pending.trimEnd());
  return words;
}

/** A long word's pieces: it may break after `<`, `,`, `|`, `.` or `(`. */
export const longWordPieces = (word: string) => word.split(/(?<=[<,|.(])/);
