import {
  createContext,
  createElement,
  isValidElement,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A mounted host; the one a store mounts by itself when the app has none is a fallback. */
export interface OverlayHostToken {
  token: symbol;
  fallback: boolean;
}

/** What an overlay store holds: the overlays opened from code, and the hosts mounted to render them. */
export interface OverlayStoreState<E> {
  entries: readonly E[];
  /** Mounted hosts in mount order; only one renders (the first of the app's own, else the fallback), so a second host is harmless. */
  hosts: readonly OverlayHostToken[];
}

/** A module-level store of overlays opened from code (`useDrawer().open`, `useDialog().open`); no provider needed. */
export interface OverlayStore<E extends { id: string }> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OverlayStoreState<E>;
  /** Whether any host is mounted (or being mounted) to render the entries. */
  hasHost(): boolean;
  /** Adds a host; returns the function that removes it again. */
  registerHost(token: symbol, fallback?: boolean): () => void;
  /**
   * With no host mounted, mounts `Host` by itself, in a React root of its own at the end of
   * `document.body`, so overlays opened from code show without the app rendering a host. Once per store.
   */
  ensureHost(Host: ComponentType): void;
  add(entry: E): void;
  /** Replaces the entry with this id by `change(entry)`; nothing happens when there is none. */
  update(id: string, change: (entry: E) => E): void;
  /** Removes the entry with this id; false when there was none. */
  remove(id: string): boolean;
  find(id: string): E | undefined;
}

export function createOverlayStore<E extends { id: string }>(): OverlayStore<E> {
  let state: OverlayStoreState<E> = { entries: [], hosts: [] };
  let fallbackRoot: Root | null = null;
  const listeners = new Set<() => void>();
  const setState = (next: OverlayStoreState<E>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    hasHost: () => state.hosts.length > 0 || fallbackRoot !== null,
    registerHost(token, fallback = false) {
      setState({ ...state, hosts: [...state.hosts, { token, fallback }] });
      return () => setState({ ...state, hosts: state.hosts.filter((host) => host.token !== token) });
    },
    ensureHost(Host) {
      if (state.hosts.length > 0 || fallbackRoot || typeof document === 'undefined') return;
      const container = document.createElement('div');
      container.setAttribute('data-aq-overlay-host', '');
      document.body.append(container);
      // Kept for the life of the page: it renders nothing while no overlay is open.
      fallbackRoot = createRoot(container);
      fallbackRoot.render(createElement(FallbackHostContext, { value: true }, createElement(Host)));
    },
    add(entry) {
      setState({ ...state, entries: [...state.entries, entry] });
    },
    update(id, change) {
      if (!state.entries.some((entry) => entry.id === id)) return;
      setState({ ...state, entries: state.entries.map((entry) => (entry.id === id ? change(entry) : entry)) });
    },
    remove(id) {
      if (!state.entries.some((entry) => entry.id === id)) return false;
      setState({ ...state, entries: state.entries.filter((entry) => entry.id !== id) });
      return true;
    },
    find: (id) => state.entries.find((entry) => entry.id === id),
  };
}

/** True inside the host a store mounted by itself. */
const FallbackHostContext = createContext(false);

/**
 * The entries a host component renders: all of them in the first host the app mounted, none in the
 * others, so two hosts never show an overlay twice and the next one takes over when the first
 * unmounts. The host a store mounted by itself renders only while the app has none of its own.
 */
export function useOverlayHost<E extends { id: string }>(
  store: Pick<OverlayStore<E>, 'subscribe' | 'getSnapshot' | 'registerHost'>,
): readonly E[] {
  const fallback = useContext(FallbackHostContext);
  const [token] = useState(() => Symbol('OverlayHost'));
  useEffect(() => store.registerHost(token, fallback), [store, token, fallback]);
  const { entries, hosts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const rendering = hosts.find((host) => !host.fallback) ?? hosts[0];
  return rendering?.token === token ? entries : [];
}

/**
 * True for something React can render as a component: a function, class, memo, forwardRef or lazy.
 * `P` is the props the caller's `open` overloads already checked the component against.
 */
export function isComponent<P = object>(content: unknown): content is ComponentType<P> {
  if (typeof content === 'function') return true;
  return typeof content === 'object' && content !== null && !isValidElement(content) && '$$typeof' in content;
}
