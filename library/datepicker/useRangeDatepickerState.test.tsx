import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { DateRange } from './range.ts';
import { useRangeDatepickerState, type UseRangeDatepickerStateOptions } from './useRangeDatepickerState.ts';

const jan = (day: number) => new Date(2025, 0, day);
/** The ranges onChange reported, without the text it gives beside each (that has tests of its own). */
const ranges = (onChange: Mock) => onChange.mock.calls.map(([reported]) => reported as DateRange);
const range = (start: number | null, end: number | null): DateRange => ({
  startDate: start === null ? null : jan(start),
  endDate: end === null ? null : jan(end),
});
const spell = ({ startDate, endDate }: DateRange) => `${startDate?.getDate() ?? '–'} to ${endDate?.getDate() ?? '–'}`;

/** The state, shown and driven as a picker would: picks on days, and whole ranges set at once. */
function Harness(props: UseRangeDatepickerStateOptions) {
  const state = useRangeDatepickerState(props);
  const [made, setMade] = useState<number | null>(null);
  return (
    <>
      <output aria-label="Range">{spell(state.range)}</output>
      <output aria-label="Revision">{state.revision}</output>
      <output aria-label="Revision made">{made ?? ''}</output>
      {[3, 10, 14, 15].map((day) => (
        <button key={day} type="button" onClick={() => state.pickDay(jan(day))}>
          Pick {day}
        </button>
      ))}
      <button type="button" onClick={() => setMade(state.setRange(range(15, 15)))}>
        Today
      </button>
      <button type="button" onClick={() => setMade(state.setRange(range(null, null)))}>
        Clear
      </button>
      <button type="button" onClick={() => setMade(state.setRange(range(null, 14)))}>
        End only
      </button>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'Range' });
const revision = () => Number(screen.getByRole('status', { name: 'Revision' }).textContent);
const press = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('button', { name }));

/** Renders the harness with an onChange to watch; rerender keeps that onChange. */
function setup(props: Omit<UseRangeDatepickerStateOptions, 'onChange'> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(<Harness {...props} onChange={onChange} />);
  const rerender = (next: Omit<UseRangeDatepickerStateOptions, 'onChange'>) =>
    view.rerender(<Harness {...next} onChange={onChange} />);
  return { user, onChange, rerender };
}

describe('useRangeDatepickerState', () => {
  it('starts from defaultValue, its days without their time and an end before the start set to the start', () => {
    const { unmount } = render(<Harness defaultValue={{ startDate: new Date(2025, 0, 5, 18), endDate: new Date(2025, 0, 9, 7) }} />);
    expect(shown()).toHaveTextContent('5 to 9');
    unmount();
    render(<Harness defaultValue={range(20, 11)} />);
    expect(shown()).toHaveTextContent('20 to 20');
  });

  it('keeps a start waiting for its end as the range it shows, and reports the range once whole', async () => {
    const { user, onChange } = setup();
    expect(shown()).toHaveTextContent('– to –');
    await press(user, 'Pick 10');
    expect(shown()).toHaveTextContent('10 to –');
    expect(onChange).not.toHaveBeenCalled();
    await press(user, 'Pick 3');
    expect(shown()).toHaveTextContent('3 to 10');
    expect(ranges(onChange)).toEqual([range(3, 10)]);
    // A third pick starts again; the chosen range is reported again only once the new one is whole.
    await press(user, 'Pick 14');
    expect(shown()).toHaveTextContent('14 to –');
    await press(user, 'Pick 15');
    expect(ranges(onChange)).toEqual([range(3, 10), range(14, 15)]);
  });

  it('does not report a whole range that is the chosen one already', async () => {
    const { user, onChange } = setup({ defaultValue: range(15, 15) });
    await press(user, 'Today');
    expect(onChange).not.toHaveBeenCalled();
    await press(user, 'Clear');
    expect(ranges(onChange)).toEqual([range(null, null)]);
    expect(shown()).toHaveTextContent('– to –');
  });

  it('keeps one end cleared (an end without a start) until the range is whole', async () => {
    const { user, onChange } = setup({ defaultValue: range(3, 10) });
    await press(user, 'End only');
    expect(shown()).toHaveTextContent('– to 14');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('controlled: shows value, asks for a whole range through onChange and follows the value passed back', async () => {
    const { user, onChange, rerender } = setup({ value: range(1, 4) });
    await press(user, 'Pick 10');
    expect(shown()).toHaveTextContent('10 to –');
    await press(user, 'Pick 14');
    expect(ranges(onChange).at(-1)).toEqual(range(10, 14));
    // Not passed back (yet): the value is what it shows.
    expect(shown()).toHaveTextContent('1 to 4');
    rerender({ value: range(10, 14) });
    expect(shown()).toHaveTextContent('10 to 14');
  });

  it('drops the range being built when the value changes from outside meanwhile', async () => {
    const { user, rerender } = setup({ value: range(1, 4) });
    await press(user, 'Pick 10');
    expect(shown()).toHaveTextContent('10 to –');
    rerender({ value: range(2, 3) });
    expect(shown()).toHaveTextContent('2 to 3');
    // A pick starts from the new value.
    await press(user, 'Pick 14');
    expect(shown()).toHaveTextContent('14 to –');
  });

  describe('revision', () => {
    it('goes up when the picker changes what it shows, and setRange returns the one it makes', async () => {
      const user = userEvent.setup();
      render(<Harness defaultValue={range(15, 15)} />);
      expect(revision()).toBe(0);
      await press(user, 'Today');
      // The same range: nothing shown changes.
      expect(revision()).toBe(0);
      expect(screen.getByRole('status', { name: 'Revision made' })).toHaveTextContent('0');
      await press(user, 'Pick 10');
      expect(revision()).toBe(1);
      await press(user, 'Pick 14');
      expect(revision()).toBe(2);
      await press(user, 'Clear');
      expect(revision()).toBe(3);
      expect(screen.getByRole('status', { name: 'Revision made' })).toHaveTextContent('3');
    });

    it('stays when the parent passes a new value, or declines a whole range the picker asked for', async () => {
      const { user, onChange, rerender } = setup({ value: range(1, 4) });
      rerender({ value: range(2, 3) });
      expect(revision()).toBe(0);
      await press(user, 'Today');
      expect(ranges(onChange).at(-1)).toEqual(range(15, 15));
      expect(shown()).toHaveTextContent('2 to 3');
      expect(revision()).toBe(0);
      // A range being built that gives way to the value changes what is shown, declined or not.
      await press(user, 'Pick 10');
      expect(revision()).toBe(1);
      await press(user, 'Today');
      expect(shown()).toHaveTextContent('2 to 3');
      expect(revision()).toBe(2);
    });
  });
});
