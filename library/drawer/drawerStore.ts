import type { ComponentType, ReactNode } from 'react';
import { createOverlayStore } from '../core/index.ts';
import type { DrawerProps } from './Drawer.tsx';

/** Handle to a drawer opened with `useDrawer().open`. */
export interface DrawerRef {
  /** Unique id of this drawer, e.g. "drawer-3". */
  readonly id: string;
  /** Starts closing the drawer (it slides out, then unmounts). */
  close(): void;
  /** Resolves once the drawer has closed and unmounted. */
  afterClosed(): Promise<void>;
}

/** Props a component opened with `useDrawer().open(Component, { data })` receives. */
export interface DrawerContentProps<D = unknown> {
  /** The `data` given in the open config. */
  data: D;
  /** The drawer showing this component, e.g. to close it from a button inside. */
  drawerRef: DrawerRef;
}

/** The Drawer props (placement, backdrop, heading, onClose, …) plus `data` for a component. */
export type DrawerConfig<D = unknown> = Omit<DrawerProps, 'open' | 'defaultOpen' | 'children' | 'ref'> & {
  data?: D;
};

export type DrawerContent<D = unknown> = ComponentType<DrawerContentProps<D>> | ReactNode;

export interface DrawerEntry {
  id: string;
  /** The open overloads check `data` against the component; stored entries only pass it through. */
  content: DrawerContent;
  config: DrawerConfig;
  visible: boolean;
  ref: DrawerRef;
}

export const store = createOverlayStore<DrawerEntry>();
const resolvers = new Map<string, () => void>();

/** Resolves the drawer's `afterClosed()` once it has gone. */
export function onceClosed(id: string): Promise<void> {
  return new Promise<void>((resolve) => resolvers.set(id, resolve));
}

/** The one module-level store behind `useDrawer` and `DrawerHost`; no provider needed. */
export const drawerStore = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
  registerHost: store.registerHost,

  /** Marks a drawer as closing; the host removes it once it has slid out. */
  hide(id: string) {
    if (!store.hasHost()) {
      drawerStore.remove(id);
      return;
    }
    if (!store.find(id)?.visible) return;
    store.update(id, (entry) => ({ ...entry, visible: false }));
  },

  remove(id: string) {
    store.remove(id);
    resolvers.get(id)?.();
    resolvers.delete(id);
  },
};
