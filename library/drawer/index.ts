export { Drawer, DRAWER_DURATION, DRAWER_MOBILE_QUERY } from './Drawer';
export type { DrawerProps, DrawerPlacement } from './Drawer';
export { DrawerHost } from './DrawerHost';
export { useDrawer } from './useDrawer';
export type { DrawerRef, DrawerConfig, DrawerContent, DrawerContentProps } from './useDrawer';
