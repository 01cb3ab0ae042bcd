import type { StoreApi } from 'zustand';

/**
 * Applies what this browser saved on top of a store's initial state, which stays as it was created.
 * Pages arrive rendered ahead of time, knowing nothing of any one browser; React hydrates them against
 * a store's server snapshot, which zustand takes from `getInitialState()`, and re-renders with the
 * saved state straight after. The saved state is read at once, so code that runs before the first
 * render (and tests) sees it.
 */
export function startFromSaved<T>(store: StoreApi<T>, readSaved: () => Partial<T>): void {
  if (typeof window === 'undefined') return;
  store.setState(readSaved());
}
