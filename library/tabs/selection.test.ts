import { shownIndex, valueAfterClose } from './selection.ts';

/** Tabs as the group reads them: `own` values where given, the index among the tabs shown otherwise. */
const tabs = (...own: (string | number | undefined | 'disabled')[]) =>
  own.map((value, index) => ({
    disabled: value === 'disabled',
    ownValue: value === 'disabled' ? undefined : value,
    value: value === 'disabled' || value === undefined ? index : value,
  }));

describe('shownIndex', () => {
  it('shows the tab a value names, the nearest enabled tab to a disabled one, and the first enabled for an unknown value', () => {
    expect(shownIndex(tabs('a', 'b', 'c'), 'b')).toBe(1);
    expect(shownIndex(tabs(undefined, 'disabled', undefined), 1)).toBe(2);
    expect(shownIndex(tabs(undefined, undefined, 'disabled'), 2)).toBe(1);
    expect(shownIndex(tabs('disabled', 'b'), 'nope')).toBe(1);
    expect(shownIndex(tabs('a', 'b'), undefined)).toBe(0);
    expect(shownIndex(tabs('disabled'), 0)).toBe(-1);
  });
});

describe('valueAfterClose', () => {
  it('keeps the value of a shown tab that has one, whatever goes', () => {
    expect(valueAfterClose(tabs('a', 'b', 'c'), 0, 2)).toBeUndefined();
    expect(valueAfterClose(tabs('a', 'b', 'c'), 2, 1)).toBeUndefined();
  });

  it('moves the index of a shown tab without a value when a tab before it goes', () => {
    expect(valueAfterClose(tabs(undefined, undefined, undefined), 0, 2)).toBe(1);
    expect(valueAfterClose(tabs(undefined, undefined, undefined), 2, 1)).toBeUndefined();
  });

  it('selects the first enabled tab that remains when the shown tab goes', () => {
    expect(valueAfterClose(tabs('a', 'b', 'c'), 1, 1)).toBe('a');
    expect(valueAfterClose(tabs('disabled', 'b', 'c'), 2, 2)).toBe('b');
    // The first tab goes and the next takes its index: the value stays 0.
    expect(valueAfterClose(tabs(undefined, undefined), 0, 0)).toBeUndefined();
    expect(valueAfterClose(tabs('a'), 0, 0)).toBeUndefined();
  });
});
