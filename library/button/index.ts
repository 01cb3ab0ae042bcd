export { Button } from './Button';
export type { ButtonProps, ButtonFillMode, ButtonRounded, ButtonSize } from './Button';
