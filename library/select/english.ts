import type { AquilaMessages } from '../core/index.ts';

/** The select's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const selectEnglish: AquilaMessages['select'] = { noMatches: 'No matches' };
