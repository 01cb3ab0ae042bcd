import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `handler` on a pointer press outside every element in `refs`.
 * Pointer-down rather than click, so a drag that starts inside and ends outside does not close.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  handler: (event: PointerEvent) => void,
  enabled = true,
): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = refsRef.current.some((ref) => ref.current && target && ref.current.contains(target));
      if (!inside) handlerRef.current(event);
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [enabled]);
}
