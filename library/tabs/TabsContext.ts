import { createContext, useContext, type ReactNode } from 'react';
import { warnOnce } from '../core/index.ts';
import { TAB_OUTSIDE_TABS, type TabIconDirection } from './constants.ts';

/** What a `Tab` tells its group about itself; the group draws the tab list from these. */
export interface TabRecord {
  /** The panel's id; the tab's id is derived from it. */
  id: string;
  label: ReactNode;
  /** Drawn beside the label, on the side `direction` names. */
  icon: ReactNode;
  direction: TabIconDirection;
  disabled: boolean;
  /** The panel element, whose place in the document gives the tab its index. */
  panel: HTMLElement;
}

export interface TabsContextValue {
  /** The panel id of the selected tab, or null while none can be selected. */
  selectedId: string | null;
  /** Whether the panels not shown keep their content mounted. */
  keepMounted: boolean;
  /** The tabs closed from their close button or Delete; such a tab renders nothing until it unmounts. */
  closed: ReadonlySet<string>;
  /** Adds the tab, or updates its label and disabled state. */
  upsert: (record: TabRecord) => void;
  /** Takes the tab out of the tab list. */
  remove: (id: string) => void;
  /** Forgets that an unmounted tab was closed, so a tab later given the same id shows again. */
  release: (id: string) => void;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

/** The enclosing group; null outside one, where a `Tab` cannot render a tab: development is warned once. */
export function useTabsContext(): TabsContextValue | null {
  const context = useContext(TabsContext);
  if (!context) warnOnce(`Aquila UI: ${TAB_OUTSIDE_TABS} It renders nothing.`);
  return context;
}

/**
 * The panel id a group gives the `Tab` that is its direct child, while no tab has registered: the
 * group names the tabs it draws before they mount (on the server, and when hydrating), and each Tab
 * keeps the id it was given at mount. Null for a Tab mounted later, which makes its own.
 */
export const TabSlotContext = createContext<string | null>(null);

/** The id of the tab (the button in the tab list) for the panel with this id. */
export const tabIdOf = (panelId: string) => `${panelId}-tab`;

/** The id of a closeable tab's close button. */
export const closeIdOf = (panelId: string) => `${panelId}-close`;
