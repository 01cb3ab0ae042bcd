export { Button } from './Button.tsx';
export type { ButtonProps, ButtonFillMode, ButtonRounded, ButtonSize } from './Button.tsx';
