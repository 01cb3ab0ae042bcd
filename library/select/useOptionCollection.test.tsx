import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Option } from './Option.tsx';
import { useOptionCollection } from './useOptionCollection.ts';

describe('useOptionCollection', () => {
  it('reads the options from Option children, directly, in arrays and in fragments, skipping anything else', () => {
    const children = (
      <>
        <Option value="a">Alpha</Option>
        {[
          <Option key="b" value="b" disabled>
            <b>Bra</b>vo
          </Option>,
        ]}
        <>
          <Option value={3} label="Charlie" selected>
            C
          </Option>
        </>
        <li>Not an option</li>
        {null}
      </>
    );
    const { result } = renderHook(() => useOptionCollection(children));
    expect(result.current.options).toEqual([
      { value: 'a', label: 'Alpha', disabled: false, selected: false },
      { value: 'b', label: 'Bravo', disabled: true, selected: false },
      { value: 3, label: 'Charlie', disabled: false, selected: true },
    ]);
  });

  it('finds the index of the first option with a value, compared with ===', () => {
    const children = [
      <Option key="1" value="1">
        One as text
      </Option>,
      <Option key="2" value={1}>
        One
      </Option>,
      <Option key="3" value={1}>
        One again
      </Option>,
    ];
    const { result } = renderHook(() => useOptionCollection(children));
    expect(result.current.indexOf('1')).toBe(0);
    expect(result.current.indexOf(1)).toBe(1);
    expect(result.current.indexOf('missing')).toBeUndefined();
  });

  it('reads the children again only when they change', () => {
    const first = <Option value="a">Alpha</Option>;
    const { result, rerender } = renderHook(({ children }: { children: ReactNode }) => useOptionCollection(children), {
      initialProps: { children: first },
    });
    const collection = result.current;
    rerender({ children: first });
    expect(result.current).toBe(collection);
    rerender({ children: <Option value="b">Bravo</Option> });
    expect(result.current).not.toBe(collection);
    expect(result.current.options.map((option) => option.label)).toEqual(['Bravo']);
  });
});
