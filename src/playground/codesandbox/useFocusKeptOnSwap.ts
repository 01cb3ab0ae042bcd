import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus inside a slot whose one control a library replaces with another element.
 * A browser moves focus to `<body>` when the focused element leaves the document, and fires no event a
 * component could answer; watching the slot's children is the only way to notice. When the element that
 * had focus is gone and nothing else took focus, the slot's new control takes it.
 */
export function useFocusKeptOnSwap<T extends HTMLElement>() {
  const slot = useRef<T>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target as Element;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      // Chromium fires focusout as it removes the focused element, with nowhere as the new focus, as for
      // a press on the page's background; only an element still in the page has really let focus go.
      const left = event.target as Element;
      queueMicrotask(() => {
        if (left.isConnected && focused === left) focused = null;
      });
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      focused = null;
      const nobodyHasFocus = document.activeElement === null || document.activeElement === document.body;
      if (nobodyHasFocus) element.querySelector<HTMLElement>('a[href], button')?.focus();
    });
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, []);
  return slot;
}
