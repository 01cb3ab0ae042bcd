import type { ChangeEvent } from 'react';
import { useControllableState } from './useControllableState.ts';

export interface UseCheckedStateOptions {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Component name used in the development warnings. */
  name: string;
  /**
   * Whether the consumer handles changes (an `onChange`, another change event, or `readOnly`), when
   * `onChange` is a wrapper the component always passes. Without one, a controlled `checked` warns.
   */
  hasHandler?: boolean;
}

/**
 * The on/off state of a native checkbox input (Checkbox and Switch): controlled by `checked`,
 * uncontrolled from `defaultChecked`. To refuse a change, control it: a controlled input shows only
 * what `checked` says. (A `preventDefault()` on a checkbox's click leaves React and the DOM disagreeing,
 * so it is not offered as a way to refuse.) A controlled `checked` without a change handler warns once
 * in development, naming `onChange` and `defaultChecked`, as React does for its own inputs.
 */
export function useCheckedState({ checked, defaultChecked = false, onChange, name, hasHandler }: UseCheckedStateOptions) {
  const [current, setCurrent] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    name,
    prop: 'checked',
    handler: 'onChange',
    defaultProp: 'defaultChecked',
    hasHandler: hasHandler ?? onChange !== undefined,
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event.target.checked, event);
    setCurrent(event.target.checked);
  };
  return [current, handleChange] as const;
}
