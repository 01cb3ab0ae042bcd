import { createElement, useEffect, useState, useSyncExternalStore } from 'react';
import { Drawer } from './Drawer';
import { drawerStore, isComponent, type DrawerEntry } from './useDrawer';

function HostedDrawer({ entry }: { entry: DrawerEntry }) {
  const { content, ref } = entry;
  const { data, onVisibleChange, onClose, ...drawerProps } = entry.config;
  const body = isComponent(content) ? createElement(content, { data, drawerRef: ref }) : content;
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
  const [token] = useState(() => Symbol('DrawerHost'));
  useEffect(() => drawerStore.registerHost(token), [token]);
  const { entries, hosts } = useSyncExternalStore(drawerStore.subscribe, drawerStore.getSnapshot, drawerStore.getSnapshot);
  if (hosts[0] !== token) return null;
  return entries.map((entry) => <HostedDrawer key={entry.id} entry={entry} />);
}
