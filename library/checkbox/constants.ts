import type { ControlSizeScale } from '../core/index.ts';

/** Box sizes of the named steps, in pixels. */
export const CHECKBOX_SIZES: ControlSizeScale = { small: 14, default: 18, large: 22 };
