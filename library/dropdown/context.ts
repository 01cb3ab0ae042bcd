import { createContext, useContext } from 'react';

/** What a dropdown shares with its items. */
export interface DropdownContextValue {
  /** Closes the menu after an item was chosen, and gives focus back to the trigger if the menu had it. */
  closeAfterSelect: () => void;
  /** Gives focus to the menu itself, so no item is highlighted while the pointer is on none. */
  focusMenu: () => void;
}

export const DropdownContext = createContext<DropdownContextValue | null>(null);

export const useDropdownContext = () => useContext(DropdownContext);
