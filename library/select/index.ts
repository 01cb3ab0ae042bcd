export { Select } from './Select.tsx';
export type { SelectProps } from './Select.tsx';
export { Option } from './Option.tsx';
export type { OptionProps } from './Option.tsx';
export { SELECT_ERRORS, SELECT_LIST_MAX_HEIGHT, SELECT_NO_MATCHES, SELECT_OPTION_HEIGHT } from './constants.ts';
export type { SelectChange, SelectModel, SelectMultipleValue, SelectOptionPair, SelectValue } from './constants.ts';
