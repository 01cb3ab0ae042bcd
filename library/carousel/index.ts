export { Carousel } from './Carousel.tsx';
export type { CarouselProps } from './Carousel.tsx';
export { CarouselItem } from './CarouselItem.tsx';
export type { CarouselItemProps } from './CarouselItem.tsx';
export { CAROUSEL_AUTOPLAY_INTERVAL, CAROUSEL_ERRORS, CAROUSEL_LABEL, CAROUSEL_LABELS } from './constants.ts';
export type { CarouselDotPlacement, CarouselLabels } from './constants.ts';
