import type { RefObject } from 'react';
import type { FrameRules } from './limits.ts';
import type { CropperPosition, Dimensions } from './types.ts';

/** What the crop area's keyboard and pointer hooks both work on: the area as shown, its rules, and where it goes. */
export interface CropAreaOptions {
  /** The crop area as shown; null while there is none. */
  frame: CropperPosition | null;
  rules: FrameRules | null;
  /** The image's size as displayed: what the area moves and resizes in. */
  display: Dimensions | null;
  disabled: boolean;
  /** The crop area's element: keys pressed on it act, and a press on it focuses it. */
  frameRef: RefObject<HTMLElement | null>;
  setPosition: (position: CropperPosition) => void;
}
