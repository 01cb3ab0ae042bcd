import { Validators, type ValidationErrors } from '../core/index.ts';
import type { SelectValue } from './constants.ts';

export interface SelectRules {
  required?: boolean;
  pattern?: string | RegExp;
}

/**
 * The rules a select's choice breaks, keyed as the form validators key them (`required`, `pattern`), or null.
 * Nothing chosen breaks `required` only; `pattern` must match the whole of every chosen value.
 */
export function selectValidationErrors(values: readonly SelectValue[], { required, pattern }: SelectRules): ValidationErrors | null {
  const errors: ValidationErrors = {};
  if (required) Object.assign(errors, Validators.required(values));
  if (pattern !== undefined) {
    const matches = Validators.pattern(pattern);
    const failure = values.map((value) => matches(String(value))).find((result) => result !== null);
    if (failure) Object.assign(errors, failure);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
