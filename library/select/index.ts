export { Select } from './Select.tsx';
export type { SelectProps } from './Select.tsx';
export { Option } from './Option.tsx';
export type { OptionProps } from './Option.tsx';
export type { SelectChange, SelectModel, SelectMultipleValue, SelectOptionPair, SelectValue } from './constants.ts';
