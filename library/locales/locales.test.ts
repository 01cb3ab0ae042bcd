import { describe, expect, it } from 'vitest';
import type { AquilaMessages } from '../core/messages.ts';
import { ar } from './ar/index.ts';
import { de } from './de/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { ja } from './ja/index.ts';

/** Every key of a catalogue, as `component.text`, sorted. */
const keysOf = (messages: AquilaMessages) =>
  Object.entries(messages)
    .flatMap(([component, texts]) => Object.keys(texts as object).map((text) => `${component}.${text}`))
    .sort();

const translations = { ar, de, es, fr, ja };

describe('the message catalogues', () => {
  it.each(Object.entries(translations))('%s has exactly the English keys', (_, messages) => {
    expect(keysOf(messages)).toEqual(keysOf(en));
  });

  it.each(Object.entries(translations))('%s translates every text, and its messages take their values', (_, messages) => {
    for (const [component, texts] of Object.entries(messages)) {
      for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
        const english = (en as unknown as Record<string, Record<string, unknown>>)[component][key];
        expect(typeof text, `${component}.${key}`).toBe(typeof english);
        if (typeof text === 'function') {
          // A message with values says them: the typed text, a count.
          expect(text(3, 'dd/MM/yyyy', 2100)).toMatch(/3/);
        } else {
          expect(text, `${component}.${key}`).not.toBe('');
        }
      }
    }
  });
});
