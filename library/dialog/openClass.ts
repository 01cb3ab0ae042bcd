import { useEffect } from 'react';
import { DIALOG_OPEN_CLASS } from './constants.ts';

/** How many dialogs are on the page (open, or closing), declared or opened from code. */
let shown = 0;

/**
 * Puts the open-dialog class on the page's body while `active` — through the closing animation, like
 * the scroll lock — and takes it off when the last dialog has gone.
 */
export function useDialogOpenClass(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (shown === 0) document.body.classList.add(DIALOG_OPEN_CLASS);
    shown += 1;
    return () => {
      shown -= 1;
      if (shown === 0) document.body.classList.remove(DIALOG_OPEN_CLASS);
    };
  }, [active]);
}
