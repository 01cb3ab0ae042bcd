export type TabsAlign = 'start' | 'center' | 'end';
export type TabsMode = 'default' | 'closeable';
export type TabsPosition = 'top' | 'left' | 'right';

/** The tooltip of a closeable tab's close icon unless `closeLabel` says otherwise. */
export const TABS_CLOSE_LABEL = 'Close';

/** Thrown when a `Tab` is rendered outside a `Tabs` group, which it needs for its tab and its selection. */
export const TAB_OUTSIDE_TABS = 'Tab must be used inside Tabs.';
