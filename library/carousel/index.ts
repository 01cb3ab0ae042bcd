export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { CarouselItem } from './CarouselItem';
export type { CarouselItemProps } from './CarouselItem';
export { CAROUSEL_AUTOPLAY_SPEED, CAROUSEL_ERRORS, CAROUSEL_LABEL, CAROUSEL_LABELS } from './constants';
export type { CarouselDotPosition, CarouselLabels } from './constants';
