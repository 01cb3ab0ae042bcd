import type { KeyboardEvent } from 'react';
import { typeaheadMatch, useTypeahead } from './typeahead.ts';

export interface UseListNavigationOptions<Item> {
  /**
   * The items the keys move through — those shown and enabled — in order. Asked for when a key is
   * pressed, so a list whose items are elements on the page can read them from the page then.
   */
  items: () => readonly Item[];
  /** The active item (the focused one, or the one aria-activedescendant names), or null; asked for when a key is pressed. */
  active: () => Item | null;
  /** Called with the item a key moves to; null when the list has no item to move to. */
  onNavigate: (item: Item | null) => void;
  /** The text type-ahead matches an item by; without it printable keys are left alone (a text box types them). */
  textOf?: (item: Item) => string;
  /**
   * Whether the arrow keys wrap from the last item to the first and back; otherwise they stop at the ends.
   * @default false
   */
  loop?: boolean;
  /** How many items Page Up and Page Down move (stopping at the ends); without it they go to the first and the last item. */
  pageStep?: number;
  /**
   * Whether Home and End go to the first and the last item; off in a text box, where they move the caret.
   * @default true
   */
  homeAndEnd?: boolean;
  /**
   * Leaves every key alone, e.g. while the list is closed.
   * @default false
   */
  disabled?: boolean;
}

export interface ListNavigation<Item> {
  /** Spread (or merge) on the element that has focus while the list is used: the list itself, or its combobox. */
  keyboardProps: { onKeyDown: (event: KeyboardEvent) => void };
  /**
   * Adds a typed character to the type-ahead search and returns the item the search lands on, or null;
   * moves nothing itself. For a component that handles a key itself (a closed list the key opens).
   */
  search: (character: string) => Item | null;
  /** Whether a type-ahead search is under way, so that a space continues it rather than choosing. */
  searching: () => boolean;
}

/**
 * The position `by` steps away from `at` among `count` items (`at` is -1 for none): from none, a step
 * forward lands on the first and a step back on the last; past the ends it wraps with `loop`, and
 * otherwise stops there.
 */
export function stepIndex(count: number, at: number, by: number, loop = false): number {
  if (at === -1) return by > 0 ? 0 : count - 1;
  if (loop) return (((at + by) % count) + count) % count;
  return Math.min(count - 1, Math.max(0, at + by));
}

/**
 * Moving through a list with the keyboard, shared by the lists that keep one item active — a menu
 * whose items take focus, a listbox whose combobox names the active option: the arrow keys step,
 * Page Up and Page Down jump, Home and End go to the ends, and printable keys search by type-ahead
 * (a space only continues a search under way). The hook says where to go; `onNavigate` goes there
 * (focuses the item, or makes it active). A key something else already handled (its default
 * prevented) is left alone, and so are the keys the list does not use.
 */
export function useListNavigation<Item>({
  items,
  active,
  onNavigate,
  textOf,
  loop = false,
  pageStep,
  homeAndEnd = true,
  disabled = false,
}: UseListNavigationOptions<Item>): ListNavigation<Item> {
  const typeahead = useTypeahead();

  const search = (character: string): Item | null => {
    const text = typeahead.type(character);
    if (!textOf) return null;
    const list = items();
    const current = active();
    const at = current === null ? -1 : list.indexOf(current);
    const match = typeaheadMatch(
      list.map(textOf),
      list.map((_, index) => index),
      at === -1 ? null : at,
      text,
    );
    return match === null ? null : list[match];
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled || event.defaultPrevented) return;
    const go = (pick: (list: readonly Item[], at: number) => number) => {
      event.preventDefault();
      const list = items();
      const current = active();
      const at = current === null ? -1 : list.indexOf(current);
      onNavigate(list.length === 0 ? null : (list[pick(list, at)] ?? null));
    };
    const first = () => 0;
    const last = (list: readonly Item[]) => list.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        go((list, at) => stepIndex(list.length, at, 1, loop));
        return;
      case 'ArrowUp':
        go((list, at) => stepIndex(list.length, at, -1, loop));
        return;
      case 'PageDown':
        go(pageStep === undefined ? last : (list, at) => stepIndex(list.length, at, pageStep));
        return;
      case 'PageUp':
        go(pageStep === undefined ? first : (list, at) => stepIndex(list.length, at, -pageStep));
        return;
      case 'Home':
        if (homeAndEnd) go(first);
        return;
      case 'End':
        if (homeAndEnd) go(last);
        return;
    }
    if (!textOf || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === ' ') {
      // A space alone chooses or presses; typed within a search it is part of the text.
      if (!typeahead.searching()) return;
      event.preventDefault();
    }
    const match = search(event.key);
    if (match !== null) onNavigate(match);
  };

  return { keyboardProps: { onKeyDown }, search, searching: typeahead.searching };
}
