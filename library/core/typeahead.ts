import { useEffect, useMemo, useRef } from 'react';

/** How long typed characters add up to one type-ahead search, in ms. */
export const TYPEAHEAD_RESET = 500;

/**
 * The item a type-ahead search lands on: the next item whose label starts with the typed text.
 * One character typed again and again cycles through the items starting with it; a longer text
 * refines the current match, so the active item is tried first.
 */
export function typeaheadMatch(
  labels: readonly string[],
  reachable: readonly number[],
  active: number | null,
  text: string,
): number | null {
  if (text === '' || reachable.length === 0) return null;
  const repeated = [...text].every((character) => character === text[0]);
  const needle = (repeated ? text[0] : text).toLocaleLowerCase();
  const at = active === null ? -1 : reachable.indexOf(active);
  const start = repeated ? at + 1 : Math.max(at, 0);
  const ordered = [...reachable.slice(start), ...reachable.slice(0, start)];
  return ordered.find((index) => labels[index].toLocaleLowerCase().startsWith(needle)) ?? null;
}

/** The text of a type-ahead search: characters typed in quick succession, forgotten after a pause. */
export function useTypeahead() {
  const state = useRef<{ text: string; timer?: ReturnType<typeof setTimeout> }>({ text: '' });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return useMemo(
    () => ({
      /** Adds a typed character; returns the text of the search so far. */
      type(character: string): string {
        const search = state.current;
        clearTimeout(search.timer);
        search.text += character;
        search.timer = setTimeout(() => (search.text = ''), TYPEAHEAD_RESET);
        return search.text;
      },
      /** Whether a search is under way: a character was typed less than TYPEAHEAD_RESET ms ago. */
      searching: () => state.current.text !== '',
    }),
    [],
  );
}
