import type { AquilaMessages } from '../core/index.ts';

/** The tab list's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const tabsEnglish: AquilaMessages['tabs'] = { close: 'Close' };
