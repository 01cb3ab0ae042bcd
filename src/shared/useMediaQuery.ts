import { useSyncExternalStore } from 'react';

interface MediaStore {
  subscribe: (notify: () => void) => () => void;
  matches: () => boolean;
}

/**
 * One store per query for the page's life: the same `subscribe` every render (a new one would make
 * React unsubscribe and subscribe again on each), and one `MediaQueryList` asked instead of a new one.
 */
const stores = new Map<string, MediaStore>();

function storeFor(query: string): MediaStore {
  let store = stores.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    store = {
      subscribe: (notify) => {
        list.addEventListener('change', notify);
        return () => list.removeEventListener('change', notify);
      },
      matches: () => list.matches,
    };
    stores.set(query, store);
  }
  return store;
}

const serverSubscribe = () => () => {};

/**
 * Whether a CSS media query matches, following it as the window changes. Only for parts that render in
 * the browser: a prerendered page has no window to ask (it reads false there).
 */
export function useMediaQuery(query: string): boolean {
  const store = typeof window === 'undefined' ? null : storeFor(query);
  return useSyncExternalStore(store?.subscribe ?? serverSubscribe, store?.matches ?? (() => false), () => false);
}
