import { createContext, useContext } from 'react';
import { warnOnce } from '../core/index.ts';
import { CAROUSEL_ERRORS } from './constants.ts';

/** What the carousel tells each of its items: where it stands and whether it is the one shown. */
export interface CarouselItemContextValue {
  index: number;
  count: number;
  active: boolean;
  /** The word in the slide's name, as in "3 of 5". */
  of: string;
}

export const CarouselItemContext = createContext<CarouselItemContextValue | null>(null);

/** The item's place in its carousel; null outside one, where the item renders nothing and development is warned once. */
export function useCarouselItemContext(): CarouselItemContextValue | null {
  const context = useContext(CarouselItemContext);
  if (!context) warnOnce(`Aquila UI: ${CAROUSEL_ERRORS.itemOutsideCarousel} It renders nothing.`);
  return context;
}
