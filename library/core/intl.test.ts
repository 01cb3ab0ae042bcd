import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl.ts';

describe('numbers from Intl', () => {
  it('writes numbers in the locale', () => {
    expect(numberFormat('de').format(1234)).toBe('1.234');
    expect(numberFormat('en-US').format(1234)).toBe('1,234');
  });
});
