import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; when it is not `undefined` the component is controlled. */
  value?: T;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: (value: T) => void;
  /** Component name used in the development warning. */
  name?: string;
}

/**
 * One state hook for every two-way prop (visible, checked, selected index …):
 * controlled when `value` is given, uncontrolled from `defaultValue` otherwise.
 * Warns in development when a component switches between the two, as React does for inputs.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  name = 'component',
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const isControlled = value !== undefined;
  const [internal, setInternal] = useState<T>(defaultValue);
  const current = isControlled ? (value as T) : internal;

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (import.meta.env.DEV && wasControlled.current !== isControlled) {
      console.warn(
        `Aquila UI: ${name} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${
          isControlled ? 'controlled' : 'uncontrolled'
        }. Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled, name]);

  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      // Controlled: the parent's next `value` is the truth, so a declined change can be asked for again.
      if (!isControlled) {
        currentRef.current = resolved;
        setInternal(resolved);
      }
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [current, setValue];
}
