import type { ChangeEvent } from 'react';
import { useControllableState } from './useControllableState.ts';

/** The on/off props of a checkbox and a switch, which useCheckedState takes as they come. */
export interface CheckedStateProps {
  /** Whether the input is checked (a switch: on), when controlled. */
  checked?: boolean;
  /**
   * Whether the input starts checked (a switch: on), when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new checked state and the change event when the person toggles the input (never for a new `checked`). */
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

export interface UseCheckedStateOptions extends CheckedStateProps {
  /** Component name used in the development warnings. */
  name: string;
  /**
   * Whether a controlled `checked` is meant to stay as it is (`readOnly`), so it needs no
   * `onCheckedChange`. Without either, a controlled `checked` warns.
   */
  readOnly?: boolean;
}

/**
 * The on/off state of a native checkbox input (Checkbox and Switch): controlled by `checked`,
 * uncontrolled from `defaultChecked`. To refuse a change, control it: a controlled input shows only
 * what `checked` says. (A `preventDefault()` on a checkbox's click leaves React and the DOM disagreeing,
 * so it is not offered as a way to refuse.) A controlled `checked` without `onCheckedChange` warns once
 * in development, naming `onCheckedChange` and `defaultChecked`, as React does for its own inputs.
 * The handler runs from the input's change event only, so never on mount or for a new `checked`.
 */
export function useCheckedState({ checked, defaultChecked = false, onCheckedChange, name, readOnly = false }: UseCheckedStateOptions) {
  const [current, setCurrent] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    name,
    prop: 'checked',
    handler: 'onCheckedChange',
    defaultProp: 'defaultChecked',
    hasHandler: onCheckedChange !== undefined || readOnly,
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onCheckedChange?.(event.target.checked, event);
    setCurrent(event.target.checked);
  };
  return [current, handleChange] as const;
}
