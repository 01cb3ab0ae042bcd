import { useMemo, type ReactNode } from 'react';
import type { SelectValue } from './constants.ts';
import { collectOptions, type OptionRecord } from './options.ts';

export interface OptionCollection {
  /** The options, in order, as the `<Option>` children describe them. */
  options: readonly OptionRecord[];
  /** The index of the first option with this value, or undefined when none has it. */
  indexOf: (value: SelectValue) => number | undefined;
}

/**
 * The options of a select, read from its `<Option>` children (directly, in arrays or in fragments) once
 * per change of the children, with a lookup from a value to its option. The field shows the chosen
 * label and the keyboard moves through the options from this, so both work while the list is closed.
 */
export function useOptionCollection(children: ReactNode): OptionCollection {
  return useMemo(() => {
    const options = collectOptions(children);
    const indexes = new Map<SelectValue, number>();
    options.forEach((option, index) => {
      if (!indexes.has(option.value)) indexes.set(option.value, index);
    });
    return { options, indexOf: (value: SelectValue) => indexes.get(value) };
  }, [children]);
}
