export { Tabs } from './Tabs.tsx';
export type { TabsProps, TabsCloseEvent } from './Tabs.tsx';
export { Tab } from './Tab.tsx';
export type { TabProps } from './Tab.tsx';
export type { TabsAlign, TabsMode, TabsPlacement, TabsValue, TabIconDirection } from './constants.ts';
