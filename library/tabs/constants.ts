export type TabsAlign = 'start' | 'center' | 'end';
export type TabsMode = 'default' | 'closeable';
export type TabsPlacement = 'top' | 'left' | 'right';
export type TabIconDirection = 'left' | 'right';
/** What names a tab: its `value`, or its index among the tabs shown when it has none. */
export type TabsValue = string | number;

/**
 * What development is told, once, when a `Tab` is rendered where no `Tabs` group reads it — outside a
 * group, or inside another component — since its tab and its selection come from the group (it renders nothing).
 */
export const TAB_OUTSIDE_TABS = 'Tab must be a child of Tabs (directly, or inside a fragment).';
