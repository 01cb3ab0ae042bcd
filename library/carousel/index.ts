export { Carousel } from './Carousel.tsx';
export type { CarouselProps } from './Carousel.tsx';
export { CarouselItem } from './CarouselItem.tsx';
export type { CarouselItemProps } from './CarouselItem.tsx';
export type { CarouselDotPlacement, CarouselLabels } from './constants.ts';
