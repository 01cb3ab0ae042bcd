import { createContext, useContext } from 'react';
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

export function useCarouselItemContext(): CarouselItemContextValue {
  const context = useContext(CarouselItemContext);
  if (!context) throw new Error(CAROUSEL_ERRORS.itemOutsideCarousel);
  return context;
}
