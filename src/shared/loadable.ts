import { createElement, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type LoadState<M> = { status: 'loading' } | { status: 'ready'; module: M } | { status: 'failed'; error: unknown };

export interface LazyModule<M> {
  /** Starts the download (once) and resolves with the module; later calls return the same promise. */
  preload: () => Promise<M>;
  /**
   * The module once it has loaded, null until then; a failed load throws to the error boundary.
   * With `load` false the hook only watches: the download starts when someone else asks for it.
   */
  useModule: (load?: boolean) => M | null;
}

/**
 * Code loaded on demand and read without suspending: the caller shows its own stand-in while the
 * module arrives. `React.lazy` under a Suspense boundary would do the same, but React holds back
 * revealing suspended content until 300 ms after the last fallback shown anywhere on the page — and
 * edit mode's chain of code-split modules paid that wait at each step, for modules that had often
 * arrived long before.
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let state: LoadState<M> = { status: 'loading' };
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: LoadState<M>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const preload = () =>
    (loading ??= load().then(
      (module) => {
        settle({ status: 'ready', module });
        return module;
      },
      (error: unknown) => {
        settle({ status: 'failed', error });
        throw error;
      },
    ));

  const watch = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const watchAndLoad = (listener: () => void) => {
    preload().catch(() => undefined); // The failure reaches the component through its state.
    return watch(listener);
  };
  const snapshot = () => state;

  function useModule(startLoading = true) {
    const current = useSyncExternalStore(startLoading ? watchAndLoad : watch, snapshot, snapshot);
    if (current.status === 'failed') throw current.error;
    return current.status === 'ready' ? current.module : null;
  }

  return { preload, useModule };
}

export interface Loadable<P> {
  preload: () => Promise<unknown>;
  /**
   * Renders the module's component once it has loaded, with these props, and `whileLoading` until then;
   * a failed load throws to the nearest error boundary. Its download starts when it first renders.
   */
  Component: (props: P & { whileLoading?: ReactNode }) => ReactNode;
}

/** A component whose module loads on demand (its default export), rendered without suspending. */
export function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  const module = lazyModule(load);
  function Loaded({ whileLoading = null, ...props }: P & { whileLoading?: ReactNode }) {
    // The module's default export: one component for good, never one made during a render.
    const component = module.useModule()?.default;
    return component ? createElement(component, props as P) : whileLoading;
  }
  return { preload: module.preload, Component: Loaded };
}
