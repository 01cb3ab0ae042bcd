import { useSyncExternalStore, type ComponentType } from 'react';

type LoadState<P> = { status: 'loading' } | { status: 'ready'; component: ComponentType<P> } | { status: 'failed'; error: unknown };

export interface Loadable<P> {
  /** Starts the download (once); later calls return the same promise. */
  preload: () => Promise<void>;
  /** The component once its module has loaded, null until then; a failed load throws to the error boundary. */
  useComponent: () => ComponentType<P> | null;
}

/**
 * A component whose code loads on demand, rendered without suspending: the caller shows its own
 * stand-in while the module arrives. `React.lazy` under a Suspense boundary would do the same, but React
 * holds back revealing suspended content until 300 ms after the last fallback shown anywhere on the
 * page — and edit mode's chain of three code-split modules paid that wait at each step, for modules
 * that had often arrived long before.
 */
export function loadable<P>(load: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  let state: LoadState<P> = { status: 'loading' };
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: LoadState<P>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const preload = () =>
    (loading ??= load().then(
      (module) => settle({ status: 'ready', component: module.default }),
      (error: unknown) => settle({ status: 'failed', error }),
    ));

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    void preload();
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  function useComponent() {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (current.status === 'failed') throw current.error;
    return current.status === 'ready' ? current.component : null;
  }

  return { preload, useComponent };
}
