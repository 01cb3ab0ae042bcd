export { Select } from './Select';
export type { SelectProps } from './Select';
export { Option } from './Option';
export type { OptionProps } from './Option';
export {
  SELECT_BLUR_DELAY,
  SELECT_ERRORS,
  SELECT_LIST_MAX_HEIGHT,
  SELECT_NO_MATCHES,
  SELECT_OPTION_HEIGHT,
  SELECT_WIDTH,
} from './constants';
export type { SelectChange, SelectModel, SelectMultipleValue, SelectOptionPair, SelectValue } from './constants';
