export { Divider } from './Divider.tsx';
export type { DividerProps, DividerOrientation, DividerLabelPosition } from './Divider.tsx';
