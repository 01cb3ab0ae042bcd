import type { ChangeEvent } from 'react';
import { useControllableState } from './useControllableState';

export interface UseCheckedStateOptions {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Component name used in the development warning. */
  name: string;
}

/**
 * The on/off state of a native checkbox input (Checkbox and Switch): controlled by `checked`,
 * uncontrolled from `defaultChecked`. To refuse a change, control it: a controlled input shows only
 * what `checked` says. (A `preventDefault()` on a checkbox's click leaves React and the DOM disagreeing,
 * so it is not offered as a way to refuse.)
 */
export function useCheckedState({ checked, defaultChecked = false, onChange, name }: UseCheckedStateOptions) {
  const [current, setCurrent] = useControllableState({ value: checked, defaultValue: defaultChecked, name });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event.target.checked, event);
    setCurrent(event.target.checked);
  };
  return [current, handleChange] as const;
}
