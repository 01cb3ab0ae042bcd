export { Drawer } from './Drawer.tsx';
export type { DrawerProps, DrawerPlacement } from './Drawer.tsx';
export { DrawerHost } from './DrawerHost.tsx';
export { useDrawer } from './useDrawer.ts';
export type { DrawerRef, DrawerConfig, DrawerContent, DrawerContentProps } from './useDrawer.ts';
