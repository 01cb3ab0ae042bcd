export type { CarouselLabels } from '../core/messages.ts';
/** Where the dots that pick a slide sit: above or below the slides. */
export type CarouselDotPlacement = 'top' | 'bottom';

/** How long each slide shows during automatic play, in ms. */
export const CAROUSEL_AUTOPLAY_INTERVAL = 3000;

/** What the carousel tells development, once: a CarouselItem outside a Carousel renders nothing. */
export const CAROUSEL_ERRORS = {
  itemOutsideCarousel: 'CarouselItem must be rendered inside a Carousel.',
} as const;
