import { createContext, useContext, type ReactNode } from 'react';
import { TAB_OUTSIDE_TABS } from './constants';

/** What a `Tab` tells its group about itself; the group draws the tab list from these. */
export interface TabRecord {
  /** The panel's id; the tab's id is derived from it. */
  id: string;
  label: ReactNode;
  disabled: boolean;
  /** The panel element, whose place in the document gives the tab its index. */
  panel: HTMLElement;
}

export interface TabsContextValue {
  /** The panel id of the selected tab, or null while none can be selected. */
  selectedId: string | null;
  /** Adds the tab, or updates its label and disabled state. */
  upsert: (record: TabRecord) => void;
  remove: (id: string) => void;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

/** The enclosing group; a `Tab` without one cannot render a tab, so it says so at once. */
export function useTabsContext(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(TAB_OUTSIDE_TABS);
  return context;
}

/** The id of the tab (the button in the tab list) for the panel with this id. */
export const tabIdOf = (panelId: string) => `${panelId}-tab`;
