import type { AquilaMessages } from '../core/index.ts';

/** The image cropper's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const imageCropperEnglish: AquilaMessages['imageCropper'] = { cropArea: 'Crop area', image: 'Image to crop' };
