export type TabsAlign = 'start' | 'center' | 'end';
export type TabsMode = 'default' | 'closeable';
export type TabsPosition = 'top' | 'left' | 'right';
export type TabIconDirection = 'left' | 'right';

/** The first word of a close button's name ("Close Overview") unless `closeLabel` says otherwise. */
export const TABS_CLOSE_LABEL = 'Close';

/** What development is told, once, when a `Tab` is rendered outside a `Tabs` group, which it needs for its tab and its selection (it renders nothing). */
export const TAB_OUTSIDE_TABS = 'Tab must be used inside Tabs.';
