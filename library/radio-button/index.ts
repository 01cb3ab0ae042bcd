export { RadioButton } from './RadioButton.tsx';
export type { RadioButtonProps } from './RadioButton.tsx';
export { RadioGroup } from './RadioGroup.tsx';
export type { RadioGroupProps } from './RadioGroup.tsx';
export type { RadioValue } from './RadioGroupContext.ts';
