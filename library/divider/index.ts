export { Divider, DIVIDER_DEFAULT_COLOUR } from './Divider.tsx';
export type { DividerProps, DividerOrientation, DividerType } from './Divider.tsx';
