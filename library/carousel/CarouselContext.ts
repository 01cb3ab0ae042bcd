import { createContext } from 'react';
import { usePartContext } from '../core/index.ts';
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
export const useCarouselItemContext = () => usePartContext(CarouselItemContext, CAROUSEL_ERRORS.itemOutsideCarousel);
