import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; when it is not `undefined` the component is controlled. */
  value?: T;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: (value: T) => void;
  /** Component name used in the development warnings. */
  name?: string;
  /**
   * The controlled prop's name (`'expanded'`). Given, a controlled value without a change handler warns once
   * in development, as React does for `value` without `onChange`.
   */
  prop?: string;
  /** The change handler's name in that warning; `on<Prop>Change` when not given. */
  handler?: string;
  /** The uncontrolled twin's name in that warning; `default<Prop>` when not given. */
  defaultProp?: string;
  /**
   * Whether the component has a handler for changes of the controlled value, when it is not `onChange` (a
   * component that reports changes itself, or through an event of another name).
   */
  hasHandler?: boolean;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The warning for a controlled prop given without its change handler: the component can then never change it. */
export function readOnlyWarning(name: string, prop: string, handler: string, defaultProp: string): string {
  return (
    `Aquila UI: ${name} got \`${prop}\` without \`${handler}\`. This makes it read-only: it shows what \`${prop}\` says ` +
    `and never changes it itself. If it should start there and then change, use \`${defaultProp}\` instead; ` +
    `otherwise handle \`${handler}\`.`
  );
}

/**
 * One state hook for every two-way prop (visible, checked, selected index …):
 * controlled when `value` is given, uncontrolled from `defaultValue` otherwise.
 * Warns in development when a component switches between the two, and once when a controlled value comes
 * without a change handler (the component would be stuck), as React does for inputs.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  name = 'component',
  prop,
  handler,
  defaultProp,
  hasHandler = onChange !== undefined,
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const isControlled = value !== undefined;
  const [internal, setInternal] = useState<T>(defaultValue);
  const current = isControlled ? (value as T) : internal;

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && wasControlled.current !== isControlled) {
      console.warn(
        `Aquila UI: ${name} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${
          isControlled ? 'controlled' : 'uncontrolled'
        }. Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled, name]);

  // Once per component instance, however often it renders stuck.
  const warnedReadOnly = useRef(false);
  const stuck = isControlled && !hasHandler && prop !== undefined;
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && stuck && !warnedReadOnly.current && prop !== undefined) {
      warnedReadOnly.current = true;
      const twin = defaultProp ?? `default${capitalised(prop)}`;
      console.warn(readOnlyWarning(name, prop, handler ?? `on${capitalised(prop)}Change`, twin));
    }
  }, [stuck, name, prop, handler, defaultProp]);

  // What the setter reads: the value and handler of the render last committed (noted in an insertion
  // effect, before any handler can run, and never during a render React may throw away).
  const currentRef = useRef(current);
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    currentRef.current = current;
    onChangeRef.current = onChange;
  });

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
