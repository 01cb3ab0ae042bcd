import { useEffect, useInsertionEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { DIALOG_OPEN_CLASS } from './constants.ts';

/** What an open dialog does with an Escape pressed in the stack: close, or not, by its own enableClose. */
type EscapeHandler = (topmost: boolean) => void;

/** Every open dialog, declared or opened from code, in the order it opened: the last is the topmost. */
const order: RefObject<EscapeHandler>[] = [];
let shown = 0;

/**
 * Gives an Escape to every open dialog, the topmost first, each deciding by its own enableClose:
 * `true` closes, 'onlyLastStrategy' closes only the topmost, `false` stays. Each close
 * is committed before the next, so focus goes back down the stack one dialog at a time and lands
 * where it was before the first of them opened, not inside a dialog that is closing too.
 */
function escapeAll() {
  const open = [...order].reverse();
  for (const dialog of open) flushSync(() => dialog.current(dialog === open[0]));
}

export interface DialogOrder {
  /** Whether this is the topmost open dialog — what 'onlyLastStrategy' asks before a backdrop press may close it. */
  isTopmost: () => boolean;
  /** Hands an Escape to every open dialog; the one the layer stack gave the key calls it. */
  escapeAll: () => void;
}

/**
 * Keeps this dialog in the opening order while `open`, with what it does when an Escape reaches the
 * open dialogs (`onEscape`, which may change on every render).
 */
export function useDialogOrder(open: boolean, onEscape: EscapeHandler): DialogOrder {
  const handler = useRef(onEscape);
  useInsertionEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    order.push(handler);
    return () => {
      order.splice(order.indexOf(handler), 1);
    };
  }, [open]);
  const [api] = useState<DialogOrder>(() => ({ isTopmost: () => order[order.length - 1] === handler, escapeAll }));
  return api;
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
