import { act, renderHook } from '@testing-library/react';
import { readOnlyWarning, useControllableState, type UseControllableStateOptions } from './useControllableState.ts';

function setup<T>(initial: UseControllableStateOptions<T>) {
  return renderHook((props: UseControllableStateOptions<T>) => useControllableState(props), { initialProps: initial });
}

describe('useControllableState', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  describe('uncontrolled', () => {
    it('starts from defaultValue and keeps its own state', () => {
      const onChange = vi.fn();
      const { result } = setup({ defaultValue: 1, onChange });
      expect(result.current[0]).toBe(1);
      act(() => result.current[1](5));
      expect(result.current[0]).toBe(5);
      expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
    });

    it('ignores later changes of defaultValue', () => {
      const { result, rerender } = setup({ defaultValue: 'a' });
      rerender({ defaultValue: 'b' });
      expect(result.current[0]).toBe('a');
    });

    it('works without onChange', () => {
      const { result } = setup({ defaultValue: false });
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(true);
    });
  });

  describe('controlled', () => {
    it('shows value and only reports requested changes through onChange', () => {
      const onChange = vi.fn();
      const { result, rerender } = setup({ value: 'one', defaultValue: 'ignored', onChange });
      expect(result.current[0]).toBe('one');
      act(() => result.current[1]('two'));
      expect(onChange).toHaveBeenCalledExactlyOnceWith('two');
      expect(result.current[0]).toBe('one');
      rerender({ value: 'two', defaultValue: 'ignored', onChange });
      expect(result.current[0]).toBe('two');
    });

    it('treats null as a controlled value, only undefined as uncontrolled', () => {
      const { result } = setup<string | null>({ value: null, defaultValue: 'x' });
      expect(result.current[0]).toBeNull();
    });
  });

  describe('setter', () => {
    it('accepts a function updater that sees the latest value, also twice in one batch', () => {
      const onChange = vi.fn();
      const { result } = setup({ defaultValue: 0, onChange });
      act(() => {
        result.current[1]((previous) => previous + 1);
        result.current[1]((previous) => previous + 1);
      });
      expect(result.current[0]).toBe(2);
      expect(onChange.mock.calls).toEqual([[1], [2]]);
    });

    it('passes the controlled value to a function updater', () => {
      const onChange = vi.fn();
      const { result } = setup({ value: 10, defaultValue: 0, onChange });
      act(() => result.current[1]((previous) => previous * 2));
      expect(onChange).toHaveBeenCalledExactlyOnceWith(20);
    });

    it('does not call onChange when the value does not change', () => {
      const onChange = vi.fn();
      const { result } = setup({ defaultValue: 'same', onChange });
      act(() => result.current[1]('same'));
      act(() => result.current[1]((previous) => previous));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('keeps the same setter across renders', () => {
      const { result, rerender } = setup({ defaultValue: 0 });
      const first = result.current[1];
      rerender({ defaultValue: 0 });
      expect(result.current[1]).toBe(first);
    });

    // A controlled parent may decline a change (keep `value`, not re-render): asking again must work.
    it('asks again for a change a controlled parent declined', () => {
      const onChange = vi.fn();
      const { result } = setup({ value: false, defaultValue: false, onChange });
      act(() => result.current[1](true));
      act(() => result.current[1](true));
      expect(onChange.mock.calls).toEqual([[true], [true]]);
    });

    it('gives a function updater the controlled value after a declined change', () => {
      const onChange = vi.fn();
      const { result } = setup({ value: false, defaultValue: false, onChange });
      act(() => result.current[1]((previous) => !previous));
      act(() => result.current[1]((previous) => !previous));
      expect(onChange.mock.calls).toEqual([[true], [true]]);
    });
  });

  describe('development warning', () => {
    it('warns when switching from uncontrolled to controlled', () => {
      const { rerender } = setup<number | undefined>({ defaultValue: 0, name: 'Tabs' });
      expect(warn).not.toHaveBeenCalled();
      rerender({ value: 3, defaultValue: 0, name: 'Tabs' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toBe(
        'Aquila UI: Tabs is changing from uncontrolled to controlled. Decide between using a controlled or uncontrolled value for the lifetime of the component.',
      );
    });

    it('warns when switching from controlled to uncontrolled', () => {
      const { rerender } = setup<boolean | undefined>({ value: true, defaultValue: false, name: 'Drawer' });
      rerender({ value: undefined, defaultValue: false, name: 'Drawer' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('Drawer is changing from controlled to uncontrolled');
    });

    it('does not warn while staying controlled or uncontrolled', () => {
      const controlled = setup<number>({ value: 1, defaultValue: 0 });
      controlled.rerender({ value: 2, defaultValue: 0 });
      const uncontrolled = setup<number>({ defaultValue: 0 });
      uncontrolled.rerender({ defaultValue: 5 });
      expect(warn).not.toHaveBeenCalled();
    });

    it("names the component 'component' by default", () => {
      const { rerender } = setup<number>({ defaultValue: 0 });
      rerender({ value: 1, defaultValue: 0 });
      expect(String(warn.mock.calls[0][0])).toContain('Aquila UI: component is changing');
    });
  });

  describe('read-only warning', () => {
    const EXPECTED =
      'Aquila UI: ExpansionPanel got `expanded` without `onExpandedChange`. This makes it read-only: it shows what `expanded` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultExpanded` instead; otherwise handle `onExpandedChange`.';

    it('warns once when a controlled value comes without its change handler, naming the prop, the handler and the twin', () => {
      const { rerender } = setup<boolean>({ value: true, defaultValue: false, name: 'ExpansionPanel', prop: 'expanded' });
      expect(warn).toHaveBeenCalledExactlyOnceWith(EXPECTED);
      expect(readOnlyWarning('ExpansionPanel', 'expanded', 'onExpandedChange', 'defaultExpanded')).toBe(EXPECTED);
      rerender({ value: false, defaultValue: false, name: 'ExpansionPanel', prop: 'expanded' });
      rerender({ value: true, defaultValue: false, name: 'ExpansionPanel', prop: 'expanded' });
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('warns once per component instance', () => {
      setup<boolean>({ value: true, defaultValue: false, name: 'ExpansionPanel', prop: 'expanded' });
      setup<boolean>({ value: true, defaultValue: false, name: 'ExpansionPanel', prop: 'expanded' });
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('takes the handler and the twin names when they do not follow the pattern', () => {
      setup({ value: { page: 1 }, defaultValue: { page: 0 }, name: 'Paginator', prop: 'pageStatus', handler: 'onPage' });
      expect(String(warn.mock.calls[0][0])).toMatch(
        /^Aquila UI: Paginator got `pageStatus` without `onPage`\..*use `defaultPageStatus` instead; otherwise handle `onPage`\.$/,
      );
      warn.mockClear();
      setup({
        value: 'mx',
        defaultValue: '',
        name: 'Select',
        prop: 'value',
        handler: 'onChange',
        defaultProp: 'defaultValue',
      });
      expect(String(warn.mock.calls[0][0])).toContain(
        'Select got `value` without `onChange`. This makes it read-only: it shows what `value` says',
      );
      expect(String(warn.mock.calls[0][0])).toContain('use `defaultValue` instead');
    });

    it('warns when the handler goes away later, and not while it is there', () => {
      const onChange = vi.fn();
      const { rerender } = setup<boolean>({ value: true, defaultValue: false, onChange, name: 'Drawer', prop: 'visible' });
      expect(warn).not.toHaveBeenCalled();
      rerender({ value: true, defaultValue: false, name: 'Drawer', prop: 'visible' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('Drawer got `visible` without `onVisibleChange`');
    });

    it('does not warn when uncontrolled, when the component reports changes another way, or when no prop name is given', () => {
      setup<boolean>({ defaultValue: true, name: 'ExpansionPanel', prop: 'expanded' });
      setup<boolean>({ value: true, defaultValue: false, name: 'Switch', prop: 'checked', hasHandler: true });
      setup<boolean>({ value: true, defaultValue: false, name: 'Input' });
      expect(warn).not.toHaveBeenCalled();
    });

    it('warns with hasHandler false even when the hook has an onChange of its own', () => {
      setup<boolean>({
        value: true,
        defaultValue: false,
        onChange: () => {},
        hasHandler: false,
        name: 'Switch',
        prop: 'checked',
        handler: 'onChange',
      });
      expect(String(warn.mock.calls[0][0])).toContain('Switch got `checked` without `onChange`');
    });
  });

  // Bundlers replace `process.env.NODE_ENV`; in Node (tests, server rendering) it is read as it is.
  it('says nothing in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const { rerender } = setup<number | undefined>({ value: 1, defaultValue: 0, name: 'Tabs', prop: 'value' });
      rerender({ value: undefined, defaultValue: 0, name: 'Tabs', prop: 'value' });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
