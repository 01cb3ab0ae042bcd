import { createContext } from 'react';
import { usePartContext } from '../core/index.ts';
import { TAB_OUTSIDE_TABS } from './constants.ts';

/** What a group tells each `Tab` child of its own: the panel's id and whether it is shown. */
export interface TabSlot {
  /** The panel's id; the tab's id is derived from it. */
  panelId: string;
  /** Whether the tab is selected, so its panel is shown. */
  selected: boolean;
  /** Whether the panels not shown keep their content mounted. */
  keepMounted: boolean;
}

/**
 * The slot a group gives each `Tab` among its children. Null for anything else among them, so a Tab
 * inside another component (which the group cannot read) knows it has no tab.
 */
export const TabSlotContext = createContext<TabSlot | null>(null);

/** The Tab's slot in its group; null where it has none, where a `Tab` renders nothing: development is warned once. */
export const useTabSlot = () => usePartContext(TabSlotContext, TAB_OUTSIDE_TABS);

/** The id of the tab (the button in the tab list) for the panel with this id. */
export const tabIdOf = (panelId: string) => `${panelId}-tab`;

/** The id of a closeable tab's close button. */
export const closeIdOf = (panelId: string) => `${panelId}-close`;
