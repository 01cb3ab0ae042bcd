import { act, renderHook } from '@testing-library/react';
import { TYPEAHEAD_RESET, typeaheadMatch, useTypeahead } from './typeahead.ts';

const labels = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry'];
const all = [0, 1, 2, 3, 4];

describe('typeaheadMatch', () => {
  it('finds the next label starting with the text, case-insensitively', () => {
    expect(typeaheadMatch(labels, all, null, 'b')).toBe(2);
    expect(typeaheadMatch(labels, all, null, 'BLU')).toBe(3);
    expect(typeaheadMatch(labels, all, null, 'z')).toBeNull();
  });

  it('cycles through the matches when one character is typed again and again, skipping unreachable items', () => {
    expect(typeaheadMatch(labels, all, 0, 'aa')).toBe(1);
    expect(typeaheadMatch(labels, all, 1, 'aaa')).toBe(0);
    expect(typeaheadMatch(labels, [0, 2, 3, 4], 0, 'aa')).toBe(0);
  });

  it('refines the active match with a longer text', () => {
    expect(typeaheadMatch(labels, all, 0, 'apr')).toBe(1);
    expect(typeaheadMatch(labels, all, 1, 'ap')).toBe(1);
  });
});

describe('useTypeahead', () => {
  it('adds up the characters typed in quick succession and forgets them after a pause', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypeahead());
    expect(result.current.searching()).toBe(false);
    expect(result.current.type('b')).toBe('b');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET - 1));
    expect(result.current.type('l')).toBe('bl');
    expect(result.current.searching()).toBe(true);
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET));
    expect(result.current.searching()).toBe(false);
    expect(result.current.type('c')).toBe('c');
    vi.useRealTimers();
  });
});
