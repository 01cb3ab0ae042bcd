import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx, dataFlag } from '../core/index.ts';
import { visibleMessages } from './messages.ts';
import './FieldError.scss';

export interface FieldErrorProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The messages to show, one per line; empty strings, `null` and `false` are skipped. */
  errors?: readonly ReactNode[];
  /** Ref to the rendered `<div>` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The error display of a form field: a polite live region holding one line per message.
 * It stays in the document while empty so that messages appearing later are announced;
 * give it an `id` and reference it from the control's `aria-describedby` while it has messages.
 */
export function FieldError({ errors, className, ref, ...rest }: FieldErrorProps) {
  const messages = visibleMessages(errors);
  return (
    <div
      aria-live="polite"
      {...rest}
      ref={ref}
      className={cx('aq-field-error', className)}
      data-empty={dataFlag(messages.length === 0)}
    >
      {messages.map((message, index) => (
        <div key={index} className="aq-field-error__message">
          {message}
        </div>
      ))}
    </div>
  );
}
