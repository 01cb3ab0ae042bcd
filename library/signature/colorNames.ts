import { colorOrThrow, type AquilaMessages, type Color } from '../core/index.ts';
import { signatureEnglish } from './english.ts';

/** The signature pad's texts, which hold the words colours are named with. */
type ColorWords = AquilaMessages['signature'];
type HueWord = 'colorRed' | 'colorOrange' | 'colorYellow' | 'colorGreen' | 'colorCyan' | 'colorBlue' | 'colorPurple' | 'colorPink';

// Hue ranges (degrees, upper bound excluded) and the everyday name of each; red wraps round 360.
const HUES: ReadonlyArray<readonly [number, HueWord]> = [
  [15, 'colorRed'],
  [40, 'colorOrange'],
  [65, 'colorYellow'],
  [160, 'colorGreen'],
  [195, 'colorCyan'],
  [250, 'colorBlue'],
  [285, 'colorPurple'],
  [335, 'colorPink'],
  [361, 'colorRed'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An everyday name for a colour ("Black", "Blue", "Dark green"; "Vert foncé" with the French words), so
 * a colour choice can be told apart by a person who does not see it. Only as fine as a person would say
 * it: give exact names through `pointerColorLabels` when two choices are close.
 */
export function colorName(color: string | Color, words: ColorWords = signatureEnglish): string {
  const read = typeof color === 'string' ? colorOrThrow(color) : color;
  // Only the page knows what a var() or currentColor is: it is called what it is called in the code.
  if (read.kind === 'css') return read.css;
  const { r, g, b, a } = read.rgba;
  if (a === 0) return capitalise(words.colorTransparent);
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));

  if (lightness < 0.1) return capitalise(words.colorBlack);
  if (lightness > 0.95) return capitalise(words.colorWhite);
  const shade = lightness < 0.3 ? words.darkColor : lightness > 0.7 ? words.lightColor : '{color}';
  const shaded = (word: string) => capitalise(shade.replace('{color}', word));
  if (saturation < 0.15) return shaded(words.colorGray);

  const sector =
    max === red ? ((green - blue) / chroma + 6) % 6 : max === green ? (blue - red) / chroma + 2 : (red - green) / chroma + 4;
  const hue = sector * 60;
  const name = HUES.find(([end]) => hue < end)![1];
  // Dark orange and dark yellow are what people call brown.
  if ((name === 'colorOrange' || name === 'colorYellow') && lightness < 0.35) return capitalise(words.colorBrown);
  return shaded(words[name]);
}

/**
 * One accessible name per colour: the consumer's label where given, otherwise the derived name, with
 * " 2", " 3" … added to repeats so that no two choices sound the same.
 */
export function colorLabels(
  colors: readonly (string | Color)[],
  labels: readonly (string | undefined)[] = [],
  words: ColorWords = signatureEnglish,
): string[] {
  const seen = new Map<string, number>();
  return colors.map((color, index) => {
    const name = labels[index] || colorName(color, words);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} ${count}`;
  });
}
