import { RENAMES, type PropRemoval, type PropRename } from 'aquila-ui/core';

/**
 * The 0.x → 1.0 renames in words, one line per component, with code names between backticks: the
 * migration guide shows the lines as they are (its cells set backticked spans as code) and the changelog
 * writes them as Markdown, so both say the same thing in the same words.
 */
export interface RenameSummary {
  component: string;
  /** E.g. "`ngxSize` → `size` (`'default'` → `'medium'`)." */
  summary: string;
}

const code = (text: string) => `\`${text}\``;
const quoted = (value: string) => code(`'${value}'`);

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Values renamed with a prop: "`'sm'` → `'small'`, `'md'` → `'medium'`". */
export const valuesText = (values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([from, to]) => `${quoted(from)} → ${quoted(to)}`)
    .join(', ');

function renameText({ from, to, values, onlyForValues }: PropRename): string {
  const names = from === to ? code(from) : `${code(from)} → ${code(to)}`;
  const details = [onlyForValues && `for ${listed(onlyForValues.map(quoted))}`, values && valuesText(values)].filter(Boolean);
  return details.length ? `${names} (${details.join('; ')})` : names;
}

/** A sentence of its own, as `instead` may or may not end with a full stop. */
const removalText = ({ from, instead }: PropRemoval) => `${code(from)} removed: ${instead.replace(/\.?$/, '.')}`;

/** Every component RENAMES lists, in its order, with its renames and then its removals. */
export function renameSummaries(): RenameSummary[] {
  return Object.entries(RENAMES).map(([component, { renamed, removed = [] }]) => {
    const sentences = [...(renamed.length ? [`${renamed.map(renameText).join(', ')}.`] : []), ...removed.map(removalText)];
    return { component, summary: sentences.join(' ') };
  });
}
