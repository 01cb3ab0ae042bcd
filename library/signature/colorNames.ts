import { colorOrThrow, type Color } from '../core/index.ts';

// Hue ranges (degrees, upper bound excluded) and the everyday name of each; red wraps round 360.
const HUES: ReadonlyArray<readonly [number, string]> = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [160, 'green'],
  [195, 'cyan'],
  [250, 'blue'],
  [285, 'purple'],
  [335, 'pink'],
  [361, 'red'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An everyday English name for a colour ("Black", "Blue", "Dark green"), so a colour choice can be
 * told apart by a person who does not see it. Only as fine as a person would say it: give exact
 * names through `pointerColorLabels` when two choices are close.
 */
export function colorName(color: string | Color): string {
  const read = typeof color === 'string' ? colorOrThrow(color) : color;
  // Only the page knows what a var() or currentColor is: it is called what it is called in the code.
  if (read.kind === 'css') return read.css;
  const { r, g, b, a } = read.rgba;
  if (a === 0) return 'Transparent';
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));

  if (lightness < 0.1) return 'Black';
  if (lightness > 0.95) return 'White';
  const shade = lightness < 0.3 ? 'dark ' : lightness > 0.7 ? 'light ' : '';
  if (saturation < 0.15) return capitalise(`${shade}gray`);

  const sector =
    max === red ? ((green - blue) / chroma + 6) % 6 : max === green ? (blue - red) / chroma + 2 : (red - green) / chroma + 4;
  const hue = sector * 60;
  const name = HUES.find(([end]) => hue < end)![1];
  // Dark orange and dark yellow are what people call brown.
  if ((name === 'orange' || name === 'yellow') && lightness < 0.35) return 'Brown';
  return capitalise(`${shade}${name}`);
}

/**
 * One accessible name per colour: the consumer's label where given, otherwise the derived name, with
 * " 2", " 3" … added to repeats so that no two choices sound the same.
 */
export function colorLabels(colors: readonly (string | Color)[], labels: readonly (string | undefined)[] = []): string[] {
  const seen = new Map<string, number>();
  return colors.map((color, index) => {
    const name = labels[index] || colorName(color);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} ${count}`;
  });
}
