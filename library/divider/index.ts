export { Divider, DIVIDER_DEFAULT_COLOUR } from './Divider';
export type { DividerProps, DividerOrientation, DividerType } from './Divider';
