import type { ControlSizeScale } from '../core/index.ts';

/** Circle sizes of the named steps, in pixels. */
export const RADIO_SIZES: ControlSizeScale = { small: 14, medium: 18, large: 22 };

/** The fill colour of a checked radio button when no color is given. */
export const RADIO_DEFAULT_COLOR = '#1890FF';
