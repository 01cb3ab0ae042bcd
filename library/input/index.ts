export { Input } from './Input.tsx';
export type { InputProps, InputType, InputControlElement } from './Input.tsx';
export { FormField } from './FormField.tsx';
export type { FormFieldProps, FieldControlProps } from './FormField.tsx';
export { FieldError } from './FieldError.tsx';
export type { FieldErrorProps } from './FieldError.tsx';
export { InputPrefix, InputSuffix } from './InputAffix.tsx';
export type { InputPrefixProps, InputSuffixProps } from './InputAffix.tsx';
// The form rules live in the core; re-exported so a form needs only `aquila-ui/input`.
export { Validators } from '../core/index.ts';
export type { Validator, ValidationErrors } from '../core/index.ts';
