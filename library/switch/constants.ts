export type SwitchSize = 'small' | 'medium' | 'large';

/** Track width and height of each size, in pixels. */
export const SWITCH_SIZES: Record<SwitchSize, { width: number; height: number }> = {
  small: { width: 32, height: 16 },
  medium: { width: 44, height: 22 },
  large: { width: 56, height: 28 },
};
