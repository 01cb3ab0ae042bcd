import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Screens whose primary pointer cannot hover (touch screens): no pointer ever rests over the section. */
export const NO_HOVER_QUERY = '(hover: none)';

/**
 * On a screen without hover, calls `start` once when the element scrolls into view: where a pointer
 * would show interest by resting on the section, a touch screen's reader shows it by scrolling to it.
 * Elsewhere it does nothing, and a reader who scrolls past pays for nothing. `active` false stops watching.
 */
export function useStartInView(ref: RefObject<Element | null>, start: () => void, active: boolean): void {
  const onVisible = useEffectEvent(start);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    if (!window.matchMedia(NO_HOVER_QUERY).matches) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
}
