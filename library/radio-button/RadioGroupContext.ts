import { createContext, useContext } from 'react';

/** A radio button's value: what the group's `value` holds when it is chosen. */
export type RadioValue = string | number;

export interface RadioGroupContextValue {
  /** The shared `name` of the group's inputs, which is what lets arrow keys move between them. */
  name: string;
  value: RadioValue | null;
  select: (value: RadioValue) => void;
  disabled: boolean;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

/** The enclosing group, or null for a radio button on its own. */
export const useRadioGroup = () => useContext(RadioGroupContext);
