import { createContext, useContext } from 'react';

/** What a card shares with its parts: the title tells the card its id, so the card is named by it. */
export interface CardContextValue {
  setTitleId: (id: string | undefined) => void;
}

export const CardContext = createContext<CardContextValue | null>(null);

/** The enclosing card, or null for a part rendered on its own (allowed: the parts are plain layout). */
export const useCardContext = () => useContext(CardContext);
