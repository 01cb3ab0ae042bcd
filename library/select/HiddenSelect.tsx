import type { FormEventHandler, Ref } from 'react';
import type { SelectValue } from './constants.ts';

export interface HiddenSelectProps {
  /** The form name each chosen value is submitted under; nothing is submitted without it. */
  name?: string;
  /** The chosen values. */
  values: readonly SelectValue[];
  /** Whether the select is disabled: it then submits nothing, and its stand-in is left out of validation. */
  disabled: boolean;
  /** The validity stand-in's props from useSelectValidation, or null for none. */
  validityProps: {
    ref: Ref<HTMLInputElement>;
    value: string;
    disabled: boolean;
    onInvalid: FormEventHandler<HTMLInputElement>;
  } | null;
}

/**
 * What a native form sees of a select, as a `<select>` would give it: one hidden input per chosen value
 * under `name` (none while disabled), and the validity stand-in, an input hidden from sight and from
 * assistive technology that stops submission while the select is invalid.
 */
export function HiddenSelect({ name, values, disabled, validityProps }: HiddenSelectProps) {
  return (
    <>
      {name !== undefined &&
        !disabled &&
        values.map((value, index) => <input key={index} type="hidden" name={name} value={String(value)} />)}
      {validityProps && (
        <input {...validityProps} className="aq-visually-hidden" tabIndex={-1} aria-hidden="true" onChange={() => {}} />
      )}
    </>
  );
}
