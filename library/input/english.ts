import type { AquilaMessages } from '../core/index.ts';

/** The input's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const inputEnglish: AquilaMessages['input'] = { showPassword: 'Show password' };
