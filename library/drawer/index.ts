export { Drawer } from './Drawer';
export { DRAWER_DURATION, DRAWER_CLOSE_LABEL } from './constants';
export type { DrawerProps, DrawerPlacement } from './Drawer';
export { DrawerHost } from './DrawerHost';
export { useDrawer } from './useDrawer';
export type { DrawerRef, DrawerConfig, DrawerContent, DrawerContentProps } from './useDrawer';
