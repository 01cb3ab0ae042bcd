import { useEffect, useInsertionEffect, useRef, useState } from 'react';

/**
 * Gives focus back to the element that had it when the overlay opened, once it closes — if focus is
 * still inside the overlay or was lost to the page body. Someone who clicked elsewhere meanwhile
 * keeps their focus. The element is noted while rendering the opening, before the overlay's own
 * effects (a focus trap, autofocus) move focus inside.
 */
export function useFocusReturn(active: boolean, overlay: HTMLElement | null): void {
  const [opening, setOpening] = useState<{ active: boolean; returnTo: Element | null }>(() => ({
    active,
    returnTo: active && typeof document !== 'undefined' ? document.activeElement : null,
  }));
  if (opening.active !== active) {
    setOpening({ active, returnTo: active ? document.activeElement : opening.returnTo });
  }
  const overlayRef = useRef(overlay);
  useInsertionEffect(() => {
    overlayRef.current = overlay;
  });

  const { returnTo } = opening;
  useEffect(() => {
    if (!active) return;
    return () => {
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || !!overlayRef.current?.contains(focused);
      if (lost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [active, returnTo]);
}
