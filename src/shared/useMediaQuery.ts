import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following it as the window changes. Only for parts that render in
 * the browser: a prerendered page has no window to ask (it reads false there).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
