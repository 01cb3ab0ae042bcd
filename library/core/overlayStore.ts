import { isValidElement, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

/** What an overlay store holds: the overlays opened from code, and the hosts mounted to render them. */
export interface OverlayStoreState<E> {
  entries: readonly E[];
  /** Mounted hosts in mount order; only the first renders, so a second host is harmless. */
  hosts: readonly symbol[];
}

/** A module-level store of overlays opened from code (`useDrawer().open`, `useDialog().open`); no provider needed. */
export interface OverlayStore<E extends { id: string }> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OverlayStoreState<E>;
  /** Whether any host is mounted to render the entries. */
  hasHost(): boolean;
  /** Adds a host; returns the function that removes it again. */
  registerHost(token: symbol): () => void;
  add(entry: E): void;
  /** Replaces the entry with this id by `change(entry)`; nothing happens when there is none. */
  update(id: string, change: (entry: E) => E): void;
  /** Removes the entry with this id; false when there was none. */
  remove(id: string): boolean;
  find(id: string): E | undefined;
}

export function createOverlayStore<E extends { id: string }>(): OverlayStore<E> {
  let state: OverlayStoreState<E> = { entries: [], hosts: [] };
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
    hasHost: () => state.hosts.length > 0,
    registerHost(token) {
      setState({ ...state, hosts: [...state.hosts, token] });
      return () => setState({ ...state, hosts: state.hosts.filter((host) => host !== token) });
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

/**
 * The entries a host component renders: all of them in the first mounted host, none in the others,
 * so two hosts never show an overlay twice and the next one takes over when the first unmounts.
 */
export function useOverlayHost<E extends { id: string }>(
  store: Pick<OverlayStore<E>, 'subscribe' | 'getSnapshot' | 'registerHost'>,
): readonly E[] {
  const [token] = useState(() => Symbol('OverlayHost'));
  useEffect(() => store.registerHost(token), [store, token]);
  const { entries, hosts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return hosts[0] === token ? entries : [];
}

/**
 * True for something React can render as a component: a function, class, memo, forwardRef or lazy.
 * `P` is the props the caller's `open` overloads already checked the component against.
 */
export function isComponent<P = object>(content: unknown): content is ComponentType<P> {
  if (typeof content === 'function') return true;
  return typeof content === 'object' && content !== null && !isValidElement(content) && '$$typeof' in content;
}
