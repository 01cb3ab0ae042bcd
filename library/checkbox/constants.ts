import type { ControlSizeScale } from '../core/index.ts';

/** Box sizes of the named steps, in pixels. */
export const CHECKBOX_SIZES: ControlSizeScale = { small: 14, medium: 18, large: 22 };
