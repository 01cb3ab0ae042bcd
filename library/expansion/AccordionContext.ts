import { createContext, useContext } from 'react';
import type { ExpandIconPosition } from './constants.ts';

/** What an accordion can ask of one of its panels. */
export interface PanelHandle {
  collapse: () => void;
}

export interface AccordionContextValue {
  multiple: boolean;
  iconPosition: ExpandIconPosition;
  /** Whether collapsed panels keep their content mounted, unless a panel says otherwise. */
  keepMounted: boolean;
  /** Adds a panel; returns the function that removes it. */
  register: (id: string, handle: PanelHandle) => () => void;
  /** Called when a person opens a panel, in that event, so that, unless multiple, the others close (each telling its owner). */
  opened: (id: string) => void;
}

export const AccordionContext = createContext<AccordionContextValue | null>(null);

/** The enclosing accordion, or null for a panel on its own. */
export const useAccordion = () => useContext(AccordionContext);
