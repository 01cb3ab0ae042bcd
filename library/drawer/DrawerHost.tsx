import { createElement } from 'react';
import { isComponent, useOverlayHost } from '../core';
import { Drawer } from './Drawer';
import { drawerStore, type DrawerContentProps, type DrawerEntry } from './useDrawer';

function HostedDrawer({ entry }: { entry: DrawerEntry }) {
  const { content, ref } = entry;
  const { data, onVisibleChange, onClose, ...drawerProps } = entry.config;
  const body = isComponent<DrawerContentProps>(content) ? createElement(content, { data, drawerRef: ref }) : content;
  return (
    <Drawer
      {...drawerProps}
      visible={entry.visible}
      onVisibleChange={(visible) => {
        onVisibleChange?.(visible);
        if (!visible) drawerStore.hide(entry.id);
      }}
      onClose={() => {
        onClose?.();
        drawerStore.remove(entry.id);
      }}
    >
      {body}
    </Drawer>
  );
}

/**
 * Renders the drawers opened with `useDrawer().open`. Render it once near the root of the app;
 * when several are mounted only the first one renders, so a stray second host does no harm.
 */
export function DrawerHost() {
  return useOverlayHost(drawerStore).map((entry) => <HostedDrawer key={entry.id} entry={entry} />);
}
