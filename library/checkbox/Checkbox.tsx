import { useLayoutEffect, useMemo, useRef, type CSSProperties, type InputHTMLAttributes } from 'react';
import {
  colorProp,
  controlSizePx,
  cx,
  dataFlag,
  hasContent,
  useCheckedState,
  useMergedRefs,
  withoutRenamedProps,
  type CheckedStateProps,
  type ChoiceInputProps,
  type ChoiceMarkProps,
} from '../core/index.ts';
import { CHECKBOX_SIZES } from './constants.ts';
import './Checkbox.scss';

export interface CheckboxProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      // The native onChange is left out: onCheckedChange is the one handler of a change.
      'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'size' | 'color'
    >,
    CheckedStateProps,
    ChoiceMarkProps,
    ChoiceInputProps {
  /**
   * Shows a dash instead of a tick: some, but not all, of what the box stands for is checked. Screen readers announce it as "mixed".
   * @default false
   */
  indeterminate?: boolean;
  /**
   * Disables the box; it is drawn in #9E9E9E and cannot be toggled.
   * @default false
   */
  disabled?: boolean;
}

/**
 * A native checkbox drawn in the library's style, with a label, sizes, a colour and an indeterminate
 * (mixed) state. The `<input>` itself is the box, so forms, focus and screen readers behave as they
 * do for any checkbox.
 */
export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate = false,
  color,
  size = 'medium',
  disabled = false,
  children,
  wrapperProps,
  className,
  style,
  ref,
  ...rest
}: CheckboxProps) {
  const [current, handleChange] = useCheckedState({
    checked,
    defaultChecked,
    onCheckedChange,
    name: 'Checkbox',
    readOnly: rest.readOnly,
  });
  const pixels = controlSizePx('Checkbox', size, CHECKBOX_SIZES);
  // Read even when disabled, so a value that is no colour is reported in every state.
  const customColor = useMemo(() => colorProp(color, { prop: 'Checkbox color' })?.css, [color]);
  const fill = disabled ? undefined : customColor;

  // `indeterminate` exists only as a DOM property, and a click clears it; set it again after every render.
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMergedRefs(ref, inputRef);
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const state = indeterminate ? 'indeterminate' : current ? 'checked' : 'unchecked';
  return (
    <label
      {...wrapperProps}
      className={cx('aq-checkbox', wrapperProps?.className)}
      style={{ '--aq-checkbox-size': `${pixels}px`, '--aq-checkbox-color': fill, ...wrapperProps?.style } as CSSProperties}
      data-state={state}
      data-disabled={dataFlag(disabled)}
    >
      <input
        {...withoutRenamedProps('Checkbox', rest)}
        ref={setRefs}
        type="checkbox"
        className={cx('aq-checkbox__control', className)}
        style={style}
        checked={current}
        disabled={disabled}
        onChange={handleChange}
        data-state={state}
      />
      {hasContent(children) && <span className="aq-checkbox__label">{children}</span>}
    </label>
  );
}
