import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** How far a close button sits from the end of its tab, in px. */
const CLOSE_INSET = 8;

/**
 * A tab list may hold only tabs (a button inside it, or inside a tab, breaks how screen readers count
 * and reach them), so each close button sits after the list and is laid over the end of its tab, in the
 * room the tab keeps free for it; they move whenever a tab or the list changes size.
 */
export function useCloseButtonPlacement({
  closeable,
  items,
  list,
}: {
  closeable: boolean;
  /** Changes whenever the tabs do. */
  items: unknown;
  list: RefObject<HTMLElement | null>;
}): {
  /** Each tab's button by the tab's id; the group focuses them too. */
  tabButtons: RefObject<Map<string, HTMLButtonElement>>;
  closeButtons: RefObject<Map<string, HTMLButtonElement>>;
} {
  const tabButtons = useRef(new Map<string, HTMLButtonElement>());
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());
  const placeCloseButtons = useCallback(() => {
    for (const [id, close] of closeButtons.current) {
      const tabButton = tabButtons.current.get(id);
      if (!tabButton) continue;
      close.style.left = `${tabButton.offsetLeft + tabButton.offsetWidth - close.offsetWidth - CLOSE_INSET}px`;
      close.style.top = `${tabButton.offsetTop + (tabButton.offsetHeight - close.offsetHeight) / 2}px`;
      // Shown from now on: a page rendered on the server draws the buttons before they can be placed.
      close.dataset.placed = '';
    }
  }, []);
  useLayoutEffect(() => {
    if (closeable) placeCloseButtons();
  });
  useLayoutEffect(() => {
    if (!closeable || typeof ResizeObserver === 'undefined' || !list.current) return;
    const observer = new ResizeObserver(placeCloseButtons);
    observer.observe(list.current);
    for (const button of tabButtons.current.values()) observer.observe(button);
    return () => observer.disconnect();
  }, [closeable, items, list, placeCloseButtons]);

  return { tabButtons, closeButtons };
}
