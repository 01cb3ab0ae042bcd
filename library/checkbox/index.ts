export { Checkbox } from './Checkbox.tsx';
export type { CheckboxProps } from './Checkbox.tsx';
export { CHECKBOX_SIZES } from './constants.ts';
