export { Input } from './Input';
export type { InputProps, InputType, InputControlElement } from './Input';
export { FormField } from './FormField';
export type { FormFieldProps, FieldControlProps } from './FormField';
export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
export { InputPrefix, InputSuffix } from './InputAffix';
export type { InputPrefixProps, InputSuffixProps } from './InputAffix';
// The form rules live in the core; re-exported so a form needs only `aquila-ui/input`.
export { Validators } from '../core';
export type { Validator, ValidationErrors } from '../core';
