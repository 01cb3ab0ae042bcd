export { Switch } from './Switch.tsx';
export type { SwitchProps } from './Switch.tsx';
export type { SwitchSize } from './constants.ts';
