import type { ComponentType, ReactNode } from 'react';
import { DrawerHost } from './DrawerHost.tsx';
import {
  drawerStore,
  onceClosed,
  store,
  type DrawerConfig,
  type DrawerContent,
  type DrawerContentProps,
  type DrawerRef,
} from './drawerStore.ts';

export type { DrawerConfig, DrawerContent, DrawerContentProps, DrawerRef } from './drawerStore.ts';

let counter = 0;

function open<D>(content: ComponentType<DrawerContentProps<D>>, config?: DrawerConfig<D>): DrawerRef;
function open(content: ReactNode, config?: DrawerConfig): DrawerRef;
function open(content: DrawerContent, config: DrawerConfig = {}): DrawerRef {
  if (content === null || content === undefined || typeof content === 'boolean') {
    throw new TypeError('Drawer must receive a Component or a ReactElement');
  }
  // With no <DrawerHost /> in the app, one of its own is mounted at the end of the body.
  store.ensureHost(DrawerHost);
  counter += 1;
  const id = `drawer-${counter}`;
  const closed = onceClosed(id);
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
 * `closeAll()` closes every drawer opened this way. They render in the app's `<DrawerHost />` when
 * one is mounted, or else in one mounted at the end of the body on first use.
 */
export function useDrawer(): typeof drawerApi {
  return drawerApi;
}
