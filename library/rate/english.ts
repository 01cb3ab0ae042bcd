import type { AquilaMessages } from '../core/index.ts';

/** The rating's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const rateEnglish: AquilaMessages['rate'] = {
  rating: 'Rating',
  stars: (count) => `${count} ${count === 1 ? 'star' : 'stars'}`,
  outOf: (rating, count) => `${rating} out of ${count} stars`,
};
