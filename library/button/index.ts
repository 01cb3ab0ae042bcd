export { Button } from './Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonRadius, ButtonSize } from './Button.tsx';
