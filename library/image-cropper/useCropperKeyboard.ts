import { useState, type KeyboardEvent } from 'react';
import { useStableId } from '../core/index.ts';
import { cropperAnnouncement, stepAnnouncement } from './constants.ts';
import { movePosition, resizePosition } from './geometry.ts';
import { keyAction } from './keyboard.ts';
import type { CropAreaOptions } from './cropAreaOptions.ts';
import { imagePosition } from './output.ts';
import type { CropperPosition, Dimensions } from './types.ts';

export interface UseCropperKeyboardOptions extends CropAreaOptions {
  /** The image's own size, to announce the crop area in px of the image. */
  imageSize: Dimensions | null;
  /** How many px an arrow key moves or resizes the crop area until a digit key sets another step. */
  initialStepSize: number;
  /** The crop area's accessible name. */
  label: string;
}

/**
 * The keyboard on the crop area, a focusable `application`: arrows move it, Shift with an arrow moves that edge
 * (with Alt as well, the opposite edge), digits set the step; each change is announced. Spread `keyboardProps`
 * on the element that hears the keys, `frameProps` on the crop area and `descriptionProps` on its hidden help
 * text; show `announcement` in a status region.
 */
export function useCropperKeyboard(options: UseCropperKeyboardOptions) {
  const { frame, rules, display, imageSize, disabled, initialStepSize, label, frameRef, setPosition } = options;
  const helpId = `${useStableId()}-help`;
  // A step chosen with a digit lasts until initialStepSize changes.
  const [stepChoice, setStepChoice] = useState<{ from: number; size: number } | null>(null);
  const step = stepChoice?.from === initialStepSize ? stepChoice.size : initialStepSize;
  const [announcement, setAnnouncement] = useState('');

  const announce = (next: CropperPosition) => {
    if (!display || !imageSize) return;
    const at = imagePosition(next, display, imageSize);
    setAnnouncement(cropperAnnouncement(label, at.x1, at.y1, at.x2 - at.x1, at.y2 - at.y1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled || !frame || !rules || event.target !== frameRef.current || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, event, step);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'step') {
      setStepChoice({ from: initialStepSize, size: action.size });
      setAnnouncement(stepAnnouncement(action.size));
      return;
    }
    if (action.kind === 'resize' && !rules.resizable) return;
    const next =
      action.kind === 'move'
        ? movePosition(frame, action.dx, action.dy, rules.bounds)
        : resizePosition(frame, action.handle, action.dx, action.dy, rules);
    setPosition(next);
    announce(next);
  };

  return {
    keyboardProps: { onKeyDown },
    frameProps: {
      role: 'application',
      tabIndex: disabled ? -1 : 0,
      'aria-label': label,
      'aria-describedby': helpId,
      'aria-disabled': disabled || undefined,
    },
    descriptionProps: { id: helpId, hidden: true },
    announcement,
  };
}
