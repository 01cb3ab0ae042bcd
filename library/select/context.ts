import { createContext, useContext } from 'react';
import type { SelectValue } from './constants.ts';

/** How one option is shown, as the select sees it. */
export interface OptionState {
  id: string;
  index: number;
  selected: boolean;
  active: boolean;
  disabled: boolean;
  /** False while autocomplete text filters the option out. */
  visible: boolean;
}

/** What a select shares with its options. */
export interface SelectContextValue {
  multiple: boolean;
  /** The option's state, or null for a value the select did not find among its `<Option>` children. */
  stateOf: (value: SelectValue) => OptionState | null;
  /** Chooses the option (toggles it when multiple). */
  choose: (index: number) => void;
  /** Makes the option the active one, as the pointer moves over it. */
  activate: (index: number) => void;
}

export const SelectContext = createContext<SelectContextValue | null>(null);

export const useSelectContext = () => useContext(SelectContext);
