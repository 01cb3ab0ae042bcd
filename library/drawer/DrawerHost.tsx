import { createElement } from 'react';
import { isComponent, useOverlayHost } from '../core/index.ts';
import { Drawer } from './Drawer.tsx';
import { drawerStore, type DrawerContentProps, type DrawerEntry } from './drawerStore.ts';

function HostedDrawer({ entry }: { entry: DrawerEntry }) {
  const { content, ref } = entry;
  const { data, onOpenChange, onClose, ...drawerProps } = entry.config;
  const body = isComponent<DrawerContentProps>(content) ? createElement(content, { data, drawerRef: ref }) : content;
  return (
    <Drawer
      {...drawerProps}
      open={entry.visible}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (!open) drawerStore.hide(entry.id);
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
 * Renders the drawers opened with `useDrawer().open`. Optional: without it, one is mounted at the end
 * of the body on first use. Render it near the root of the app when the drawers need the app's
 * context (a router, a theme provider); when several are mounted only the first one renders.
 */
export function DrawerHost() {
  return useOverlayHost(drawerStore).map((entry) => <HostedDrawer key={entry.id} entry={entry} />);
}
