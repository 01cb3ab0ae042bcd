import { act, renderHook } from '@testing-library/react';
import { Option } from './Option.tsx';
import { useOptionCollection } from './useOptionCollection.ts';
import { useSelectState, type UseSelectStateOptions } from './useSelectState.ts';

const OPTIONS = (
  <>
    <Option value="jalisco">Jalisco</Option>
    <Option value="nuevo_leon">Nuevo León</Option>
    <Option value="oaxaca" disabled>
      Oaxaca
    </Option>
    <Option value="queretaro" selected>
      Querétaro
    </Option>
    <Option value="yucatan">Yucatán</Option>
  </>
);

type Props = Partial<Omit<UseSelectStateOptions<boolean>, 'collection'>>;

function renderState(props: Props = {}) {
  return renderHook(
    (current: Props) =>
      useSelectState<boolean>({
        collection: useOptionCollection(OPTIONS),
        multiple: false,
        autocomplete: false,
        disabled: false,
        defaultOpen: false,
        ...current,
      }),
    { initialProps: props },
  );
}

describe('useSelectState', () => {
  it('starts from the option marked selected, closed, untouched, with no active option', () => {
    const { result } = renderState();
    expect(result.current.displayText).toBe('Querétaro');
    expect(result.current.chosenValues).toEqual(['queretaro']);
    expect(result.current.open).toBe(false);
    expect(result.current.active).toBeNull();
    expect(result.current.touched).toBe(false);
    expect(result.current.reachable).toEqual([0, 1, 3, 4]);
  });

  it('opens on the chosen option, the first, or the last', () => {
    const onOpenChange = vi.fn();
    const { result } = renderState({ onOpenChange });
    act(() => result.current.openList('chosen'));
    expect(result.current.open).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(result.current.active).toBe(3);
    act(() => result.current.openList('first'));
    expect(result.current.active).toBe(0);
    act(() => result.current.openList('last'));
    expect(result.current.active).toBe(4);
  });

  it("opens with no active option when none is chosen, or on the first with 'chosen-or-first'", () => {
    const { result } = renderState({ defaultValue: null });
    act(() => result.current.openList('chosen'));
    expect(result.current.active).toBeNull();
    act(() => result.current.openList('chosen-or-first'));
    expect(result.current.active).toBe(0);
  });

  it('chooses one option: onChange gets its value once, the list closes and the field is touched', () => {
    const onChange = vi.fn();
    const { result } = renderState({ onChange });
    act(() => result.current.openList('chosen'));
    act(() => result.current.choose(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('nuevo_leon');
    expect(result.current.displayText).toBe('Nuevo León');
    expect(result.current.open).toBe(false);
    expect(result.current.touched).toBe(true);
  });

  it('does not choose a disabled option, nor anything while disabled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderState({ onChange });
    act(() => result.current.choose(2));
    expect(onChange).not.toHaveBeenCalled();
    rerender({ onChange, disabled: true });
    act(() => result.current.choose(0));
    act(() => result.current.openList('first'));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.open).toBe(false);
  });

  it('with multiple, toggles options as label/value pairs and stays open on the toggled one', () => {
    const onChange = vi.fn();
    const { result } = renderState({ multiple: true, onChange, defaultValue: [] });
    act(() => result.current.openList('first'));
    act(() => result.current.choose(4));
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'Yucatán', value: 'yucatan' }]);
    act(() => result.current.choose(0));
    expect(result.current.displayText).toBe('Jalisco (+1)');
    expect(result.current.isChosen('yucatan')).toBe(true);
    expect(result.current.open).toBe(true);
    expect(result.current.active).toBe(0);
    act(() => result.current.choose(4));
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'Jalisco', value: 'jalisco' }]);
  });

  it('typed text filters the options by label, whatever the case, and its first enabled match becomes active', () => {
    const { result } = renderState({ autocomplete: true });
    act(() => result.current.typeText('ÁN'));
    expect(result.current.open).toBe(true);
    expect(result.current.query).toBe('ÁN');
    expect(result.current.shownCount).toBe(1);
    expect(result.current.isShown(4)).toBe(true);
    expect(result.current.isShown(0)).toBe(false);
    expect(result.current.active).toBe(4);
    act(() => result.current.typeText('zz'));
    expect(result.current.shownCount).toBe(0);
    expect(result.current.active).toBeNull();
    act(() => result.current.closeList());
    expect(result.current.query).toBeNull();
    expect(result.current.shownCount).toBe(5);
  });

  it('without autocomplete, typed text filters nothing', () => {
    const { result } = renderState();
    act(() => result.current.typeText('yuc'));
    expect(result.current.shownCount).toBe(5);
  });

  it('an active option that becomes unreachable is no longer active', () => {
    const { result } = renderState({ autocomplete: true });
    act(() => result.current.openList('first'));
    act(() => result.current.setActive(1));
    act(() => result.current.typeText('yuc'));
    act(() => result.current.setActive(1));
    expect(result.current.active).toBeNull();
  });

  it('keeps a value that matches no option as given, with no option chosen, and calls nothing', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderState({ value: 'atlantis', onChange });
    expect(result.current.displayText).toBe('atlantis');
    expect(result.current.chosenValues).toEqual(['atlantis']);
    expect(result.current.isChosen('jalisco')).toBe(false);
    rerender({ value: 'atlantis', onChange });
    rerender({ value: 42, onChange });
    expect(result.current.displayText).toBe('42');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is never open while disabled, whatever open says', () => {
    const { result } = renderState({ open: true, onOpenChange: () => {}, disabled: true });
    expect(result.current.open).toBe(false);
  });

  it('marks the field touched', () => {
    const { result } = renderState();
    act(() => result.current.markTouched());
    expect(result.current.touched).toBe(true);
  });
});
