import type { AquilaMessages } from '../core/index.ts';

/** The resizable panel's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const resizeEnglish: AquilaMessages['resize'] = { handle: 'Resize' };
