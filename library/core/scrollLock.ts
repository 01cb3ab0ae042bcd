import { useEffect } from 'react';

/**
 * Page scroll lock shared by every open overlay: the first lock remembers the body's own
 * `overflow` and `padding-right`, the last unlock puts them back, so nested overlays (or a consumer's
 * own values) survive.
 */
let locks = 0;
let previous = { overflow: '', paddingRight: '' };

/**
 * The width the page's scrollbar takes from the layout, which hiding it gives back: 0 without one, with
 * scrollbars drawn over the page (phones, macOS by default), with a gutter the page keeps anyway
 * (`scrollbar-gutter: stable`), or in a document not laid out (jsdom).
 */
export function scrollbarGap(): number {
  const root = document.documentElement;
  if (root.clientWidth === 0 || getComputedStyle(root).scrollbarGutter?.startsWith('stable')) return 0;
  return Math.max(0, window.innerWidth - root.clientWidth);
}

/**
 * Hides the page scrollbar and returns the function that releases this lock (idempotent). The body is
 * padded by the scrollbar's width meanwhile, so the page does not move sideways into the space it left.
 */
export function lockScroll(): () => void {
  if (locks === 0) {
    const { body } = document;
    // Measured before the scrollbar goes, with the padding the page's own stylesheet gives the body.
    const gap = scrollbarGap();
    previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (gap > 0) body.style.paddingRight = `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + gap}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    document.body.style.overflow = previous.overflow;
    document.body.style.paddingRight = previous.paddingRight;
  };
}

/** Holds a scroll lock while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
