import type { KeyboardEvent } from 'react';
import { mergeProps, useListNavigation } from '../core/index.ts';
import { SELECT_PAGE_STEP } from './constants.ts';
import type { OptionRecord } from './options.ts';
import type { SelectState } from './useSelectState.ts';

export interface UseSelectKeyboardOptions {
  state: SelectState;
  options: readonly OptionRecord[];
  /** Whether the field is a text box: it keeps Home, End and printable keys for its text. */
  autocomplete: boolean;
}

const printable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The keys of the combobox (WAI-ARIA combobox with a listbox popup). While the list is open, the list
 * navigation moves the active option: the arrows stop at the ends, Page Up and Page Down move ten,
 * Home and End go to the ends (not in a text box), and printable keys search by type-ahead. Enter
 * chooses the active option, Space too (unless it continues a search); Escape is the layer stack's, which
 * closes the list (useSelectPopover). On a closed list the arrows, Home, End, Enter, Space and type-ahead open it.
 */
export function useSelectKeyboard({ state, options, autocomplete }: UseSelectKeyboardOptions) {
  const { open, active, reachable, openList, choose, setActive } = state;
  const navigation = useListNavigation<number>({
    items: () => reachable,
    active: () => active,
    onNavigate: setActive,
    textOf: autocomplete ? undefined : (index) => options[index].label,
    pageStep: SELECT_PAGE_STEP,
    homeAndEnd: !autocomplete,
    disabled: !open,
  });

  // A closed list opens on the option the typed text finds, else on the chosen one.
  const openBySearch = (character: string) => {
    const match = navigation.search(character);
    openList('chosen');
    if (match !== null) setActive(match);
  };

  // After the list navigation: what it took is done; this handles the rest and the closed list.
  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('chosen-or-first');
        return;
      case 'Home':
      case 'End':
        // In a text box these keys move the caret.
        if (autocomplete) return;
        event.preventDefault();
        if (!open) openList(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Enter':
        if (open && active !== null) {
          event.preventDefault();
          choose(active);
        } else if (!open && !autocomplete) {
          event.preventDefault();
          openList('chosen-or-first');
        }
        return;
      case ' ':
        if (autocomplete) return;
        event.preventDefault();
        if (navigation.searching()) openBySearch(' ');
        else if (!open) openList('chosen-or-first');
        else if (active !== null) choose(active);
        return;
      default:
        if (autocomplete || !printable(event)) return;
        // A select-only field has no text to edit: a printable key searches the options instead.
        event.preventDefault();
        if (!open) openBySearch(event.key);
    }
  };

  return { keyboardProps: mergeProps(navigation.keyboardProps, { onKeyDown }) };
}
