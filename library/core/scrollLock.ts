import { useEffect } from 'react';

/**
 * Page scroll lock shared by every open overlay: the first lock remembers the body's own
 * `overflow`, the last unlock puts it back, so nested overlays (or a consumer's own value) survive.
 */
let locks = 0;
let previousOverflow = '';

/** Hides the page scrollbar and returns the function that releases this lock (idempotent). */
export function lockScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
}

/** Holds a scroll lock while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
