/** Whether every `(` in `text` is closed by a later `)` and no `)` comes before its `(`. */
export function balanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth++;
    else if (character === ')' && --depth < 0) return false;
  }
  return depth === 0;
}
