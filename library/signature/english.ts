import type { AquilaMessages } from '../core/index.ts';

/** The signature pad's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const signatureEnglish: AquilaMessages['signature'] = {
  pad: 'Signature pad',
  empty: 'empty',
  signed: 'signed',
  clear: 'Clear',
  penColors: 'Pen colour',
  colorBlack: 'black',
  colorWhite: 'white',
  colorTransparent: 'transparent',
  colorGray: 'gray',
  colorBrown: 'brown',
  colorRed: 'red',
  colorOrange: 'orange',
  colorYellow: 'yellow',
  colorGreen: 'green',
  colorCyan: 'cyan',
  colorBlue: 'blue',
  colorPurple: 'purple',
  colorPink: 'pink',
  darkColor: 'dark {color}',
  lightColor: 'light {color}',
};
