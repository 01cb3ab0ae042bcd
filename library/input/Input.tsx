import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx, dataFlag, hasContent, useControllableState, useMergedRefs, useMessages } from '../core/index.ts';
import { FormField, type FormFieldProps } from './FormField.tsx';
import { InputPrefix, InputSuffix } from './InputAffix.tsx';
import { PasswordToggle } from './PasswordToggle.tsx';
import { useDismissibleErrors } from './useDismissibleErrors.ts';
import { inputEnglish } from './english.ts';
import './Input.scss';

/** The native control an `Input` renders: an `<input>`, or a `<textarea>` when `type="textarea"`. */
export type InputControlElement = HTMLInputElement | HTMLTextAreaElement;

export interface InputProps extends Omit<
  InputHTMLAttributes<InputControlElement>,
  'type' | 'prefix' | 'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /**
   * The kind of value: a native input type, or `'textarea'` for multi-line text.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'number' | 'password' | 'search' | 'tel' | 'url' | 'textarea';
  /** The visible label, tied to the control (`<label for>`). */
  label?: ReactNode;
  /** Content before the value inside the field: an icon, a unit, a protocol. */
  prefix?: ReactNode;
  /** Content after the value inside the field: an icon, a unit, a domain. */
  suffix?: ReactNode;
  /** Error messages shown under the field. They hide as soon as the user types and show again when a new array is passed. */
  errors?: readonly ReactNode[];
  /** The value, when controlled. */
  value?: string;
  /**
   * The initial value, when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new value (and the change event) on every edit; `event.preventDefault()` rejects the edit when uncontrolled and keeps the errors shown. */
  onChange?: (value: string, event: ChangeEvent<InputControlElement>) => void;
  /**
   * Makes the field required: a red asterisk follows the label and the control gets `required` and `aria-required`.
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control and, for passwords, the visibility toggle.
   * @default false
   */
  disabled?: boolean;
  /** Visible text lines of a `textarea`; the person can still resize it vertically. */
  rows?: number;
  /**
   * Accessible name of the password visibility toggle (a toggle button: `aria-pressed` says whether the password is shown); without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Show password'
   */
  passwordToggleLabel?: string;
  /** Props for the outer field wrapper (label, box and errors); `className`, `style` and native attributes of `Input` go to the control itself. */
  wrapperProps?: Omit<FormFieldProps, 'label' | 'required' | 'errors' | 'htmlFor' | 'children'>;
  /** Ref to the native `<input>` or `<textarea>`. */
  ref?: Ref<InputControlElement>;
}

export type InputType = NonNullable<InputProps['type']>;

type Selection = { start: number | null; end: number | null };

/**
 * A labelled text field: prefix and suffix slots, a red asterisk when required, error messages
 * under the field that clear when the user types, a visibility toggle for passwords and a
 * multi-line variant (`type="textarea"`). `ref`, `className`, `style` and native attributes land
 * on the native control; `wrapperProps` reaches the outer field.
 */
export function Input({
  type = 'text',
  label,
  prefix,
  suffix,
  errors,
  value,
  defaultValue = '',
  onChange,
  required = false,
  disabled = false,
  rows,
  passwordToggleLabel: passwordToggleLabelProp,
  wrapperProps,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: InputProps) {
  const inputMessages = useMessages('input', inputEnglish);
  const passwordToggleLabel = passwordToggleLabelProp ?? inputMessages.showPassword;
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    name: 'Input',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
    // A read-only field is meant to show a value it never changes, as React's own inputs allow.
    hasHandler: onChange !== undefined || !!rest.readOnly,
  });
  const [shownErrors, dismissErrors] = useDismissibleErrors(errors);
  const [passwordVisible, setPasswordVisible] = useState(false);

  const controlRef = useRef<InputControlElement>(null);
  const setRefs = useMergedRefs(ref, controlRef);

  // Switching the input type resets the caret in some browsers; put it back where the person left it.
  const savedSelection = useRef<Selection | null>(null);
  useLayoutEffect(() => {
    const control = controlRef.current;
    const selection = savedSelection.current;
    savedSelection.current = null;
    if (control instanceof HTMLInputElement && selection && document.activeElement === control) {
      control.setSelectionRange(selection.start, selection.end);
    }
  }, [passwordVisible]);

  const togglePassword = () => {
    const control = controlRef.current;
    if (control && document.activeElement === control) {
      savedSelection.current = { start: control.selectionStart, end: control.selectionEnd };
    }
    setPasswordVisible((visible) => !visible);
  };

  const handleChange = (event: ChangeEvent<InputControlElement>) => {
    onChange?.(event.target.value, event);
    if (event.defaultPrevented) return;
    setCurrent(event.target.value);
    dismissErrors();
  };

  // A press on the padding or an affix focuses the control, as a click on a native field would.
  const focusFromBox = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (disabled || target.closest('input, textarea, select, button, a, [tabindex]')) return;
    event.preventDefault();
    controlRef.current?.focus();
  };

  return (
    <FormField
      {...wrapperProps}
      className={cx('aq-input', wrapperProps?.className)}
      label={label}
      required={required}
      errors={shownErrors}
      htmlFor={id}
      data-type={type}
      data-disabled={dataFlag(disabled)}
    >
      {(field) => {
        const controlProps = {
          ...field,
          ...rest,
          'aria-describedby': cx(describedBy, field['aria-describedby']) || undefined,
          ref: setRefs,
          className: cx('aq-input__control', className),
          value: current,
          onChange: handleChange,
          disabled,
        };
        return (
          <div className="aq-input__box" onMouseDown={focusFromBox}>
            {hasContent(prefix) && <InputPrefix>{prefix}</InputPrefix>}
            {type === 'textarea' ? (
              <textarea {...(controlProps as ComponentPropsWithoutRef<'textarea'>)} rows={rows} />
            ) : (
              <input
                {...(controlProps as ComponentPropsWithoutRef<'input'>)}
                type={type === 'password' && passwordVisible ? 'text' : type}
              />
            )}
            {type === 'password' && (
              <PasswordToggle
                label={passwordToggleLabel}
                pressed={passwordVisible}
                onToggle={togglePassword}
                aria-controls={field.id}
                disabled={disabled}
              />
            )}
            {hasContent(suffix) && <InputSuffix>{suffix}</InputSuffix>}
          </div>
        );
      }}
    </FormField>
  );
}
