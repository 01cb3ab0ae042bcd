export { RadioButton } from './RadioButton';
export type { RadioButtonProps, RadioClickEvent } from './RadioButton';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
export type { RadioValue } from './RadioGroupContext';
export { RADIO_SIZES, RADIO_DEFAULT_COLOR } from './constants';
