import type { ComponentType, ReactNode } from 'react';
import { createOverlayStore } from '../core';
import type { DrawerProps } from './Drawer';

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
export type DrawerConfig<D = unknown> = Omit<DrawerProps, 'visible' | 'defaultVisible' | 'children' | 'ref'> & {
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

export const NO_HOST_WARNING =
  'Aquila UI: useDrawer().open() was called but no <DrawerHost /> is mounted, so the drawer cannot be shown. ' +
  'Render <DrawerHost /> once near the root of your app.';

const store = createOverlayStore<DrawerEntry>();
let counter = 0;
const resolvers = new Map<string, () => void>();

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

function open<D>(content: ComponentType<DrawerContentProps<D>>, config?: DrawerConfig<D>): DrawerRef;
function open(content: ReactNode, config?: DrawerConfig): DrawerRef;
function open(content: DrawerContent, config: DrawerConfig = {}): DrawerRef {
  if (content === null || content === undefined || typeof content === 'boolean') {
    throw new TypeError('Drawer must receive a Component or a ReactElement');
  }
  if (!store.hasHost()) console.warn(NO_HOST_WARNING);
  counter += 1;
  const id = `drawer-${counter}`;
  const closed = new Promise<void>((resolve) => resolvers.set(id, resolve));
  const ref: DrawerRef = {
    id,
    close: () => drawerStore.hide(id),
    afterClosed: () => closed,
  };
  store.add({ id, content, config, visible: true, ref });
  return ref;
}

function closeAll() {
  store.getSnapshot().entries.forEach((entry) => drawerStore.hide(entry.id));
}

const drawerApi = { open, closeAll };

/**
 * Opens drawers from code: `useDrawer().open(Component, { data, placement })` returns a `DrawerRef`;
 * `closeAll()` closes every drawer opened this way. They render in `<DrawerHost />`.
 */
export function useDrawer(): typeof drawerApi {
  return drawerApi;
}
