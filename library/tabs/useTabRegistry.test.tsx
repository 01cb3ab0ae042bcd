import { act, renderHook } from '@testing-library/react';
import type { TabRecord } from './TabsContext.ts';
import { useTabRegistry } from './useTabRegistry.ts';

/** A tab whose panel sits in the document, in the order the panels are appended. */
function tab(id: string, label = id): TabRecord {
  const panel = document.createElement('div');
  panel.id = id;
  document.body.append(panel);
  return { id, label, icon: null, direction: 'left', disabled: false, panel };
}

afterEach(() => document.body.replaceChildren());

describe('useTabRegistry', () => {
  it('lists the registered tabs in their panels’ document order, and at once in `registry`', () => {
    const { result } = renderHook(() => useTabRegistry(null));
    const first = tab('first');
    const second = tab('second');
    act(() => {
      result.current.upsert(second);
      result.current.upsert(first);
      // Seen before the group re-renders: what a layout effect of the same commit reads.
      expect(result.current.registry.current.map((item) => item.id)).toEqual(['first', 'second']);
    });
    expect(result.current.items.map((item) => item.id)).toEqual(['first', 'second']);
  });

  it('keeps the list when a tab registers again unchanged, replaces it when it changed, and drops a removed one', () => {
    const { result } = renderHook(() => useTabRegistry(null));
    const first = tab('first');
    act(() => result.current.upsert(first));
    const before = result.current.items;
    act(() => result.current.upsert({ ...first }));
    expect(result.current.items).toBe(before);
    act(() => result.current.upsert({ ...first, label: 'Renamed' }));
    expect(result.current.items[0].label).toBe('Renamed');
    act(() => result.current.remove('first'));
    expect(result.current.items).toEqual([]);
  });

  it('keeps a closed tab closed until it is released', () => {
    const { result } = renderHook(() => useTabRegistry(null));
    act(() => result.current.markClosed('first'));
    expect(result.current.closed.has('first')).toBe(true);
    act(() => result.current.release('first'));
    expect(result.current.closed.has('first')).toBe(false);
  });

  it('follows the panels when the app reorders them (new children)', () => {
    const first = tab('first');
    const second = tab('second');
    const { result, rerender } = renderHook(({ children }) => useTabRegistry(children), { initialProps: { children: 'a' } });
    act(() => {
      result.current.upsert(first);
      result.current.upsert(second);
    });
    document.body.prepend(second.panel);
    rerender({ children: 'b' });
    expect(result.current.items.map((item) => item.id)).toEqual(['second', 'first']);
  });
});
