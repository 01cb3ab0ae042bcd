import { describe, expect, it } from 'vitest';
import { readingStep, verticalStep } from './readingDirection.ts';

describe('readingStep', () => {
  it('moves forward with the arrow that points along the reading direction', () => {
    expect([readingStep('ArrowRight', 'ltr'), readingStep('ArrowLeft', 'ltr')]).toEqual([1, -1]);
    expect([readingStep('ArrowLeft', 'rtl'), readingStep('ArrowRight', 'rtl')]).toEqual([1, -1]);
  });

  it('ignores every other key', () => {
    expect(readingStep('ArrowDown', 'rtl')).toBe(0);
    expect(readingStep('a', 'ltr')).toBe(0);
  });
});

describe('verticalStep', () => {
  it('moves down with ArrowDown and up with ArrowUp, and ignores every other key', () => {
    expect([verticalStep('ArrowDown'), verticalStep('ArrowUp'), verticalStep('ArrowLeft')]).toEqual([1, -1, 0]);
  });
});
