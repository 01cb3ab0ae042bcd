import { useEffect } from 'react';
import { hideOthers } from 'aria-hidden';

/** The modals on the page, in the order they opened: only the topmost is left to assistive technology. */
const modals: Element[] = [];
let undoHiding: (() => void) | null = null;

// One hiding at a time, of all but the topmost modal, made again whenever the modals change: two modals
// opened in one render would otherwise hide each other (the first hides the second, already on the page).
// A modal whose panel has already left the page (a tree unmounting removes its nodes before it runs
// these cleanups) is gone, whatever the order its cleanups run in.
function hideAllButTopmost() {
  undoHiding?.();
  const topmost = modals.filter((modal) => modal.isConnected).at(-1);
  undoHiding = topmost ? hideOthers(topmost) : null;
}

/**
 * While `element` is given, the rest of the page is hidden from assistive technology (`aria-hidden` on
 * everything outside it but live regions), as a modal asks: `aria-modal` alone is not honoured by every
 * screen reader, and without it their reading cursor walks out of the dialog onto the page behind. With
 * modals over modals, the topmost is the one left; as it goes, the one below it is again.
 */
export function useHideOthers(element: Element | null): void {
  useEffect(() => {
    if (!element) return;
    modals.push(element);
    hideAllButTopmost();
    return () => {
      modals.splice(modals.indexOf(element), 1);
      hideAllButTopmost();
    };
  }, [element]);
}
