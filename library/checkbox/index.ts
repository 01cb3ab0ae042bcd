export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CHECKBOX_SIZES } from './constants';
