import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx, dataFlag, hasContent, useStableId } from '../core/index.ts';
import { FieldError } from './FieldError.tsx';
import { visibleMessages } from './messages.ts';
import './FormField.scss';

/** What a form field hands its control: spread it on the `<input>`, `<select>` or custom widget. */
export interface FieldControlProps {
  /** The id the label points at. */
  id: string;
  /** Present when the field is required (native validation and `:required`). */
  required?: boolean;
  /** Present when the field is required, for controls without a native `required`. */
  'aria-required'?: true;
  /** Present while error messages are shown. */
  'aria-invalid'?: true;
  /** The id of the error messages, while they are shown. */
  'aria-describedby'?: string;
}

export interface FormFieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The visible label, tied to the control through `htmlFor`. */
  label?: ReactNode;
  /**
   * Marks the field as required: a red asterisk follows the label and the control props carry `required` and `aria-required`.
   * @default false
   */
  required?: boolean;
  /** Error messages shown under the control; while there are any, the control is marked invalid and described by them. */
  errors?: readonly ReactNode[];
  /** The id of the control the label names; generated when omitted. */
  htmlFor?: string;
  /** The control: an element that already carries the `htmlFor` id, or a function receiving the props to spread on it. */
  children?: ReactNode | ((control: FieldControlProps) => ReactNode);
  /** Ref to the rendered wrapper `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A label, a red asterisk when required, a control slot and the error display under it.
 * `Input` is built from it; use it on its own to give any other control the same layout and semantics.
 */
export function FormField({ label, required = false, errors, htmlFor, children, className, ref, ...rest }: FormFieldProps) {
  const controlId = useStableId(htmlFor);
  const errorId = `${controlId}-errors`;
  const messages = visibleMessages(errors);
  const invalid = messages.length > 0;

  const control: FieldControlProps = {
    id: controlId,
    required: required || undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('aq-form-field', className)}
      data-required={dataFlag(required)}
      data-invalid={dataFlag(invalid)}
    >
      {hasContent(label) && (
        <div className="aq-form-field__header">
          <label className="aq-form-field__label" htmlFor={controlId}>
            {label}
          </label>
          {/* Outside the label and hidden from assistive technology: the control itself says it is required. */}
          {required && (
            <span className="aq-form-field__asterisk" aria-hidden="true">
              *
            </span>
          )}
        </div>
      )}
      {typeof children === 'function' ? children(control) : children}
      <FieldError id={errorId} errors={messages} />
    </div>
  );
}
