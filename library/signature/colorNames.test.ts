import { de } from '../locales/de/index.ts';
import { fr } from '../locales/fr/index.ts';
import { ja } from '../locales/ja/index.ts';
import { colorLabels, colorName } from './colorNames.ts';

describe('colorName', () => {
  it.each([
    ['#000000', 'Black'],
    ['#ffffff', 'White'],
    ['#808080', 'Gray'],
    ['#333333', 'Dark gray'],
    ['#d3d3d3', 'Light gray'],
    ['#d32029', 'Red'],
    ['#ff7f50', 'Orange'],
    ['#8b4513', 'Brown'],
    ['#ffd700', 'Yellow'],
    ['#52c41a', 'Green'],
    ['#006400', 'Dark green'],
    ['#00bcd4', 'Cyan'],
    ['#2A7CFF', 'Blue'],
    ['navy', 'Dark blue'],
    ['#87ceeb', 'Light blue'],
    ['indigo', 'Dark purple'],
    ['#8a2be2', 'Purple'],
    ['#eb2f96', 'Pink'],
    ['rgba(0, 0, 0, 0)', 'Transparent'],
  ])('calls %s "%s"', (color, name) => {
    expect(colorName(color)).toBe(name);
  });

  it('names a colour in the wider syntaxes too, and one only the page resolves as the code writes it', () => {
    expect(colorName('oklch(62.8% 0.2577 29.23)')).toBe('Red');
    expect(colorName('var(--brand)')).toBe('var(--brand)');
  });

  it('names a colour in the words of a catalogue, its shade where the language puts it', () => {
    expect(colorName('#006400', fr.signature)).toBe('Vert foncé');
    expect(colorName('#87ceeb', de.signature)).toBe('Hellblau');
    expect(colorName('#000000', de.signature)).toBe('Schwarz');
    expect(colorName('#8b4513', fr.signature)).toBe('Marron');
    expect(colorName('#333333', ja.signature)).toBe('濃い灰色');
  });

  it('throws the colour helper errors for text that is no colour', () => {
    expect(() => colorName('#12345')).toThrow('Incorrect RGB color format.');
    expect(() => colorName('rgba(0, 0)')).toThrow('Invalid RGBA color format');
  });
});

describe('colorLabels', () => {
  it('prefers the given labels, fills the gaps and numbers repeats', () => {
    expect(colorLabels(['#000', '#2A7CFF', '#1e90ff', '#111'], ['Ink', undefined])).toEqual(['Ink', 'Blue', 'Blue 2', 'Black']);
  });
});
