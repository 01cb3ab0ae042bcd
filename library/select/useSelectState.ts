import { useState } from 'react';
import { useControllableState } from '../core/index.ts';
import type { SelectChange, SelectModel, SelectOptionPair, SelectValue } from './constants.ts';
import { valueFromOptions } from './options.ts';
import type { OptionCollection } from './useOptionCollection.ts';
import { multipleLabel, toPairs, toSingleValue } from './values.ts';

/** Which option is active as the list opens: the first chosen one (else none, or else the first), the first or the last. */
export type OpenStart = 'chosen' | 'chosen-or-first' | 'first' | 'last';

export interface UseSelectStateOptions<Multiple extends boolean> {
  collection: OptionCollection;
  multiple: boolean;
  /** Whether typed text filters the options. */
  autocomplete: boolean;
  disabled: boolean;
  value?: SelectModel<Multiple> | null;
  defaultValue?: SelectModel<Multiple> | null;
  onChange?: (value: SelectChange<Multiple>) => void;
  open?: boolean;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface SelectState {
  multiple: boolean;
  /** Whether the list is open (never while disabled). */
  open: boolean;
  /** The text typed into an autocomplete field, or null while the field shows the chosen label. */
  query: string | null;
  /** The index of the active option (shown and enabled), or null. */
  active: number | null;
  /** Whether the person has had a chance to give a value: left the field, chosen, or submitted the form. */
  touched: boolean;
  /** What the field shows: the chosen label (a value no option has, as given), or with multiple the last one and how many others. */
  displayText: string;
  /** The chosen values, in the order they were chosen. */
  chosenValues: SelectValue[];
  /** The indexes of the options the keyboard can reach (shown and enabled), in order. */
  reachable: readonly number[];
  /** How many options the typed text leaves shown. */
  shownCount: number;
  isShown: (index: number) => boolean;
  isChosen: (value: SelectValue) => boolean;
  openList: (start: OpenStart) => void;
  /** Closes the list, dropping the typed text and the active option. */
  closeList: () => void;
  /** Chooses the option: toggles it with multiple (the list stays open), else takes it and closes the list. */
  choose: (index: number) => void;
  setActive: (index: number | null) => void;
  /** Takes the text typed into an autocomplete field: it filters the options, and its first match becomes active. */
  typeText: (text: string) => void;
  markTouched: () => void;
}

const NO_PAIRS: SelectOptionPair[] = [];

/**
 * The state of a select or its autocomplete combobox: the chosen value (controlled or not), whether
 * the list is open, the typed text and the options it leaves, the active option, and whether the
 * person has been through the field. A value that matches no option (one not loaded yet, or one the
 * options no longer offer) is kept and shown as given, with no option marked; nothing is called for
 * it, as `onChange` reports only a person's choice.
 */
export function useSelectState<Multiple extends boolean>({
  collection: { options, indexOf },
  multiple,
  autocomplete,
  disabled,
  value,
  defaultValue,
  onChange,
  open: openProp,
  defaultOpen,
  onOpenChange,
}: UseSelectStateOptions<Multiple>): SelectState {
  const [current, setCurrent] = useControllableState<unknown>({
    value,
    defaultValue: defaultValue !== undefined ? defaultValue : valueFromOptions(options, multiple),
    onChange: onChange as ((value: unknown) => void) | undefined,
    name: 'Select',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
  });
  const [openState, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Select',
    prop: 'open',
  });
  const open = openState && !disabled;
  const [query, setQuery] = useState<string | null>(null);
  const [activeState, setActive] = useState<number | null>(null);
  // aria-invalid waits until the person has had a chance to give a value (left the field, chosen, or
  // submitted the form), so a required field is not announced as wrong on arrival.
  const [touched, setTouched] = useState(false);

  const singleValue = multiple ? null : toSingleValue(current);
  const pairs = multiple ? toPairs(current) : NO_PAIRS;
  const isChosen = (optionValue: SelectValue) =>
    multiple ? pairs.some((pair) => pair.value === optionValue) : singleValue === optionValue;
  const singleOption = singleValue === null ? undefined : options[indexOf(singleValue) ?? -1];
  const chosenValues = multiple ? pairs.map((pair) => pair.value) : singleValue === null ? [] : [singleValue];

  const filter = autocomplete && query ? query.toLocaleLowerCase() : '';
  const isShown = (index: number) => filter === '' || options[index].label.toLocaleLowerCase().includes(filter);
  const shownCount = options.filter((_, index) => isShown(index)).length;
  const reachable = options.flatMap((option, index) => (isShown(index) && !option.disabled ? [index] : []));
  const active = activeState !== null && reachable.includes(activeState) ? activeState : null;
  const firstChosen = reachable.find((index) => isChosen(options[index].value)) ?? null;

  const openList = (start: OpenStart) => {
    if (disabled) return;
    setOpen(true);
    if (start === 'first') setActive(reachable[0] ?? null);
    else if (start === 'last') setActive(reachable[reachable.length - 1] ?? null);
    else setActive(firstChosen ?? (start === 'chosen-or-first' ? (reachable[0] ?? null) : null));
  };
  const closeList = () => {
    setOpen(false);
    setQuery(null);
    setActive(null);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled || disabled) return;
    setTouched(true);
    if (multiple) {
      setCurrent(
        isChosen(option.value)
          ? pairs.filter((pair) => pair.value !== option.value)
          : [...pairs, { label: option.label, value: option.value }],
      );
      setActive(index);
    } else {
      setCurrent(option.value);
      closeList();
    }
  };

  const typeText = (text: string) => {
    const needle = text.toLocaleLowerCase();
    setQuery(text);
    setOpen(true);
    // The first match becomes active, so Enter takes it (list autocomplete with automatic selection).
    const first =
      needle === '' ? -1 : options.findIndex((option) => !option.disabled && option.label.toLocaleLowerCase().includes(needle));
    setActive(first === -1 ? null : first);
  };

  return {
    multiple,
    open,
    query,
    active,
    touched,
    displayText: multiple ? multipleLabel(pairs) : (singleOption?.label ?? (singleValue === null ? '' : String(singleValue))),
    chosenValues,
    reachable,
    shownCount,
    isShown,
    isChosen,
    openList,
    closeList,
    choose,
    setActive,
    typeText,
    markTouched: () => setTouched(true),
  };
}
