import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { hasContent } from '../core/index.ts';
import { SELECT_INVALID_MESSAGE, type SelectValue } from './constants.ts';
import { selectValidationErrors } from './validity.ts';

export interface UseSelectValidationOptions {
  chosenValues: readonly SelectValue[];
  required: boolean;
  pattern?: string | RegExp;
  /** The form control's own status: true marks the field invalid at once. */
  invalid: boolean;
  disabled: boolean;
  /** Whether the person has had a chance to give a value; the rules' errors wait for it. */
  touched: boolean;
  errorText?: ReactNode;
  /** Called when a native form finds the select invalid on submit. */
  onInvalid: () => void;
}

/**
 * The select's validity: the rules its choice breaks (required, pattern), whether the field shows
 * itself invalid (at once with `invalid`; for the rules once touched; never while disabled), the error
 * it shows, and the props of the hidden stand-in through which a native form sees that validity
 * (null while there are no rules): an invalid select stops submission, and the field shows the
 * problem itself rather than the browser's bubble.
 */
export function useSelectValidation({
  chosenValues,
  required,
  pattern,
  invalid,
  disabled,
  touched,
  errorText,
  onInvalid,
}: UseSelectValidationOptions) {
  const ruleErrors = selectValidationErrors(chosenValues, { required, pattern });
  const invalidShown = !disabled && (invalid || (touched && ruleErrors !== null));
  const hasRules = required || pattern !== undefined || invalid;

  const validityRef = useRef<HTMLInputElement>(null);
  const validityMessage = invalid || ruleErrors ? (typeof errorText === 'string' ? errorText : SELECT_INVALID_MESSAGE) : '';
  useEffect(() => {
    validityRef.current?.setCustomValidity(validityMessage);
  }, [validityMessage, hasRules]);

  return {
    invalidShown,
    /** The messages the field shows under it. */
    errors: invalidShown && hasContent(errorText) ? [errorText] : undefined,
    validityProps: hasRules
      ? {
          ref: validityRef,
          value: chosenValues.join(','),
          disabled,
          onInvalid: (event: FormEvent<HTMLInputElement>) => {
            // The field shows the problem itself; the browser's bubble would point at this stand-in.
            event.preventDefault();
            onInvalid();
          },
        }
      : null,
  };
}
