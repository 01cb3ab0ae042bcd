// English is built into the components (they fall back to it); this entry offers it like the other
// catalogues, to spread and change a few texts.
export { en } from '../../core/messagesEn.ts';
