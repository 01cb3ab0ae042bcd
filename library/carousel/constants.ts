/** Where the dots that pick a slide sit: above or below the slides. */
export type CarouselDotPlacement = 'top' | 'bottom';

/** The words the carousel shows or announces, replaceable one by one through `labels`; by default the nearest AquilaProvider's messages. */
export interface CarouselLabels {
  /** Names the button that shows the previous slide. */
  previousSlide: string;
  /** Names the button that shows the next slide. */
  nextSlide: string;
  /** Names the rotation button while automatic play is off. */
  startAutoPlay: string;
  /** Names the rotation button while automatic play is on. */
  stopAutoPlay: string;
  /** The word before a dot's number, as in "Slide 3". */
  slide: string;
  /** The word in each slide's name, as in "3 of 5". */
  of: string;
  /** Names the group of dots. */
  chooseSlide: string;
}

/** How long each slide shows during automatic play, in ms. */
export const CAROUSEL_AUTOPLAY_INTERVAL = 3000;

/** What the carousel tells development, once: a CarouselItem outside a Carousel renders nothing. */
export const CAROUSEL_ERRORS = {
  itemOutsideCarousel: 'CarouselItem must be rendered inside a Carousel.',
} as const;
