import { describe, expect, it } from 'vitest';
import { compileFormat } from './format.ts';
import { DATEPICKER_ERRORS } from './errors.ts';

describe('compileFormat', () => {
  it('shows and reads dd/MM/yyyy', () => {
    const format = compileFormat('dd/MM/yyyy');
    expect(format.format(new Date(2025, 0, 5))).toBe('05/01/2025');
    expect(format.parse('05/01/2025')).toEqual(new Date(2025, 0, 5));
    expect(format.parse(' 5/1/2025 ')).toEqual(new Date(2025, 0, 5));
  });

  it('knows the length of each month, leap years included', () => {
    const format = compileFormat('dd/MM/yyyy');
    expect(format.parse('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(format.parse('29/02/2025')).toBeNull();
    expect(format.parse('31/04/2025')).toBeNull();
    expect(format.parse('00/01/2025')).toBeNull();
    expect(format.parse('10/13/2025')).toBeNull();
    expect(format.parse('10/00/2025')).toBeNull();
  });

  it('refuses text that does not follow the pattern', () => {
    const format = compileFormat('dd/MM/yyyy');
    for (const text of ['', '05-01-2025', '05/01/25', '005/01/2025', '05/01/2025x', 'today']) expect(format.parse(text)).toBeNull();
  });

  it('puts the parts in the order of the pattern, with its own separators', () => {
    const iso = compileFormat('yyyy-MM-dd');
    expect(iso.format(new Date(2025, 10, 3))).toBe('2025-11-03');
    expect(iso.parse('2025-11-03')).toEqual(new Date(2025, 10, 3));
    const american = compileFormat('MM/dd/yyyy');
    expect(american.parse('11/03/2025')).toEqual(new Date(2025, 10, 3));
    const dotted = compileFormat('d.M.yyyy');
    expect(dotted.format(new Date(2025, 10, 3))).toBe('3.11.2025');
    expect(dotted.parse('03.11.2025')).toEqual(new Date(2025, 10, 3));
  });

  it('reads early years as written, not as 19xx', () => {
    const format = compileFormat('dd/MM/yyyy');
    const early = format.parse('01/02/0050')!;
    expect(early.getFullYear()).toBe(50);
    expect(format.format(early)).toBe('01/02/0050');
  });

  it.each(['dd/MM/yy', 'dd/MMM/yyyy', 'MM/yyyy', 'dd/MM/yyyy/dd', 'ddd/MM/yyyy', ''])('throws for "%s"', (pattern) => {
    expect(() => compileFormat(pattern)).toThrow(DATEPICKER_ERRORS.format(pattern));
  });
});
