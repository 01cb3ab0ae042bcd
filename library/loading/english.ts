import type { AquilaMessages } from '../core/index.ts';

/** The loading indicator's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const loadingEnglish: AquilaMessages['loading'] = { loading: 'Loading' };
