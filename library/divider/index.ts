export { Divider, DIVIDER_DEFAULT_COLOR } from './Divider.tsx';
export type { DividerProps, DividerOrientation, DividerLabelPosition } from './Divider.tsx';
