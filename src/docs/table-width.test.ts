import { tableFrom, TABLE_FROM_REM } from './table-width';

describe('tableFrom', () => {
  it('asks for little room for keys and their actions', () => {
    expect(tableFrom([['Enter', 'Shift+Tab'], 'prose'])).toBe(28);
  });

  it('asks for more room as the longest word of code grows', () => {
    const short = tableFrom([['disabled'], 'prose', ['boolean'], ['false']]);
    const long = tableFrom([['disabled'], 'prose', ["Omit<FormFieldProps, 'label'>", 'ReactNode'], ["'No matches'"]]);
    expect(short).toBeLessThan(long);
    expect(short).toBe(36);
  });

  it('counts a long nested generic by its longest piece, as it breaks after its brackets', () => {
    const generic = 'React.KeyboardEvent<HTMLInputElementWithAVeryLongName>';
    expect(tableFrom([['onKeyDown'], 'prose', [generic], ['—']])).toBeLessThan(
      tableFrom([['onKeyDown'], 'prose', [generic.replace(/[<.]/g, 'x')], ['—']]),
    );
  });

  it('never asks for more than its widest step: from there every table is a table', () => {
    expect(tableFrom([['a'.repeat(36)], 'prose', ['b'.repeat(36)], ['c'.repeat(36)], 'prose'])).toBe(TABLE_FROM_REM.at(-1));
  });
});
