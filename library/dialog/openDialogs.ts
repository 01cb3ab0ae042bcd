import { useEffect, useState } from 'react';
import { DIALOG_OPEN_CLASS } from './constants.ts';

/** Every open dialog, declared or opened from code, in the order it opened: the last is the topmost. */
const order: symbol[] = [];
let shown = 0;

/**
 * Keeps this dialog in the opening order while `open`, and returns whether it is the topmost open
 * dialog — what 'onlyLastStrategy' asks before a backdrop press or Escape may close it.
 */
export function useDialogOrder(open: boolean): () => boolean {
  const [token] = useState(() => Symbol('Dialog'));
  useEffect(() => {
    if (!open) return;
    order.push(token);
    return () => {
      order.splice(order.indexOf(token), 1);
    };
  }, [open, token]);
  return () => order[order.length - 1] === token;
}

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
