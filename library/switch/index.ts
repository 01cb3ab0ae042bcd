export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { SWITCH_SIZES } from './constants';
export type { SwitchSize } from './constants';
