import { useRef, type ChangeEvent, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { dataFlag, useMergedRefs, useStableId } from '../core/index.ts';
import type { SelectState } from './useSelectState.ts';

export interface UseComboboxOptions {
  state: SelectState;
  /** The consumer's id for the combobox; the listbox, label and option ids derive from it. */
  id?: string;
  /** The consumer's ref to the combobox. */
  ref?: Ref<HTMLElement>;
  /** Whether the combobox is a text box that filters the options, rather than a select-only field. */
  autocomplete: boolean;
  disabled: boolean;
  /** Whether the select shows a visible label, which then names the combobox and its list. */
  hasLabel: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  tabIndex?: number;
  placeholder?: string;
}

/**
 * The combobox's elements and how focus and the pointer drive its list: the field (a select-only
 * `<div>`, or an `<input>` with autocomplete) with its ARIA wiring to the listbox and the active
 * option. The list opens on a press (or, through useSelectKeyboard, Enter, Space, the arrows or
 * typing), not on focus alone, so Tab passes through a form without lists popping open; it closes as
 * focus moves on to another element (useSelectPopover). A press anywhere in the box focuses the field and
 * opens the list, and a press on the focused field toggles it; the label only focuses the field, as a
 * native select's does; typed text goes to the state.
 */
export function useCombobox({
  state,
  id,
  ref,
  autocomplete,
  disabled,
  hasLabel,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  tabIndex,
  placeholder,
}: UseComboboxOptions) {
  const { open, active, openList, closeList, markTouched } = state;
  const controlId = useStableId(id);
  const listboxId = `${controlId}-listbox`;
  const labelId = `${controlId}-label`;
  const optionId = (index: number) => `${controlId}-option-${index}`;
  const labelledBy = ariaLabelledBy ?? (hasLabel && !ariaLabel ? labelId : undefined);

  const controlRef = useRef<HTMLElement>(null);
  const setControlRef = useMergedRefs(ref, controlRef);
  const selectOnMouseUp = useRef(false);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (autocomplete) (event.currentTarget as HTMLInputElement).select();
  };

  // Leaving the field touches it; the list, a layer of the layer stack, closes as focus moves on.
  const onBlur = () => markTouched();

  // A press anywhere in the box focuses the field and opens the list; a press on a focused field toggles it.
  const onBoxMouseDown = (event: MouseEvent<HTMLElement>) => {
    const control = controlRef.current;
    if (disabled || event.button !== 0 || !control) return;
    const onText = autocomplete && event.target === control;
    if (!onText) event.preventDefault();
    const focused = document.activeElement === control;
    if (!focused) {
      if (onText) selectOnMouseUp.current = true;
      else control.focus();
    }
    if (!open) openList('chosen');
    else if (focused && !onText) closeList();
  };

  // The release of the press that focused the text box would collapse the selection made on focus.
  const onMouseUp = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !selectOnMouseUp.current) return;
    selectOnMouseUp.current = false;
    event.preventDefault();
  };

  const controlProps = {
    id: controlId,
    ref: setControlRef,
    role: 'combobox',
    'aria-expanded': open,
    'aria-haspopup': 'listbox' as const,
    'aria-controls': open ? listboxId : undefined,
    'aria-activedescendant': open && active !== null ? optionId(active) : undefined,
    'aria-label': ariaLabel,
    'data-state': open ? ('open' as const) : ('closed' as const),
    'data-disabled': dataFlag(disabled),
    'data-multiple': dataFlag(state.multiple),
    'data-empty': dataFlag(state.displayText === ''),
    onFocus,
    onBlur,
  };

  return {
    controlId,
    labelProps: { id: labelId, onClick: () => controlRef.current?.focus() },
    boxProps: { onMouseDown: onBoxMouseDown },
    /** The select-only field, a `<div>` showing the chosen label. */
    fieldProps: {
      ...controlProps,
      'aria-labelledby': labelledBy,
      'aria-disabled': disabled || undefined,
      tabIndex: tabIndex ?? (disabled ? undefined : 0),
    },
    /** The autocomplete field, an `<input>` whose text filters the options. */
    inputProps: {
      ...controlProps,
      'aria-labelledby': ariaLabelledBy,
      'aria-autocomplete': 'list' as const,
      type: 'text',
      autoComplete: 'off',
      spellCheck: false,
      tabIndex,
      disabled,
      placeholder,
      value: state.query ?? state.displayText,
      onChange: (event: ChangeEvent<HTMLInputElement>) => state.typeText(event.target.value),
      onMouseUp,
    },
    listBoxProps: {
      id: listboxId,
      role: 'listbox',
      'aria-labelledby': labelledBy,
      'aria-label': labelledBy ? undefined : ariaLabel,
      'aria-multiselectable': state.multiple || undefined,
    },
    optionId,
  };
}
