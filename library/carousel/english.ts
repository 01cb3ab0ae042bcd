import type { AquilaMessages } from '../core/index.ts';

/** The carousel's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const carouselEnglish: AquilaMessages['carousel'] = {
  carousel: 'Carousel',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  startAutoPlay: 'Start automatic slide show',
  stopAutoPlay: 'Stop automatic slide show',
  slide: 'Slide',
  of: 'of',
  chooseSlide: 'Choose a slide',
};
