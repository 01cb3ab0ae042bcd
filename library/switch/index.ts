export { Switch } from './Switch.tsx';
export type { SwitchProps } from './Switch.tsx';
export { SWITCH_SIZES } from './constants.ts';
export type { SwitchSize } from './constants.ts';
