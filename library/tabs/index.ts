export { Tabs } from './Tabs';
export type { TabsProps, TabsCloseEvent } from './Tabs';
export { Tab } from './Tab';
export type { TabProps } from './Tab';
export { TABS_CLOSE_LABEL, TAB_OUTSIDE_TABS } from './constants';
export type { TabsAlign, TabsMode, TabsPosition, TabIconDirection } from './constants';
