import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { en } from '../locales/en/index.ts';
import { SIDES, type DateRange } from './range.ts';
import { useRangeDateFields } from './useRangeDateFields.ts';
import { useRangeDatepickerState } from './useRangeDatepickerState.ts';

const jan = (day: number) => new Date(2025, 0, day);
/** The ranges onChange reported, without the text it gives beside each (that has tests of its own). */
const ranges = (onChange: Mock) => onChange.mock.calls.map(([reported]) => reported as DateRange);
const range = (start: number | null, end: number | null): DateRange => ({
  startDate: start === null ? null : jan(start),
  endDate: end === null ? null : jan(end),
});

interface HarnessProps {
  value?: DateRange;
  defaultValue?: DateRange;
  onChange?: (range: DateRange) => void;
  format?: string;
  disabled?: boolean;
}

/** The two fields over a picker's state, with its messages, and picks made elsewhere (a calendar's). */
function Harness({ value, defaultValue, onChange, format = 'dd/MM/yyyy', disabled }: HarnessProps) {
  const state = useRangeDatepickerState({ value, defaultValue, onChange });
  const fields = useRangeDateFields({ format, startYear: 1900, endYear: 2100, labels: en.datepicker, disabled }, state);
  return (
    <div data-invalid={fields.invalid || undefined}>
      <input {...fields.start.inputProps} />
      <input {...fields.end.inputProps} />
      {SIDES.map(
        (side) =>
          fields[side].error && (
            <p key={side} {...fields[side].errorProps}>
              {fields[side].error}
            </p>
          ),
      )}
      <output aria-label="Size">{fields.size}</output>
      <button type="button" onClick={() => state.pickDay(jan(8))}>
        Pick 8
      </button>
      <button type="button" onClick={() => state.pickDay(jan(10))}>
        Pick 10
      </button>
      <button type="button" onClick={() => state.setRange(range(15, 15))}>
        Today
      </button>
    </div>
  );
}

const startField = () => screen.getByRole('textbox', { name: 'Start date' });
const endField = () => screen.getByRole('textbox', { name: 'End date' });
const invalidMessage = (text: string) => `${text} is not a valid date — use dd/MM/yyyy`;

/** Replaces a field's text and presses Enter, as a person retyping a date does. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

/** Renders the harness with an onChange to watch; rerender keeps that onChange. */
function setup(props: Omit<HarnessProps, 'onChange'> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(<Harness {...props} onChange={onChange} />);
  const rerender = (next: Omit<HarnessProps, 'onChange'>) => view.rerender(<Harness {...next} onChange={onChange} />);
  return { user, onChange, rerender };
}

describe('useRangeDateFields', () => {
  it('shows each end of the range in the format, named, with the format as placeholder and its width as size', () => {
    render(<Harness defaultValue={range(5, 11)} />);
    expect(startField()).toHaveValue('05/01/2025');
    expect(endField()).toHaveValue('11/01/2025');
    for (const field of [startField(), endField()]) {
      expect(field).toHaveAttribute('placeholder', 'dd/MM/yyyy');
      expect(field).toHaveAttribute('size', '10');
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('status', { name: 'Size' })).toHaveTextContent('10');
  });

  it('d.M.yyyy is as wide as its longest date', () => {
    render(<Harness format="d.M.yyyy" defaultValue={range(5, null)} />);
    expect(startField()).toHaveValue('5.1.2025');
    expect(screen.getByRole('status', { name: 'Size' })).toHaveTextContent('10');
  });

  it('disabled disables both fields', () => {
    render(<Harness disabled />);
    expect(startField()).toBeDisabled();
    expect(endField()).toBeDisabled();
  });

  it('takes typed text on Enter or when the field is left, rewriting it in the format', async () => {
    const { user, onChange } = setup();
    await user.type(startField(), '3/2/2025');
    expect(startField()).toHaveValue('3/2/2025');
    await user.tab();
    expect(startField()).toHaveValue('03/02/2025');
    await user.type(endField(), ' 7/2/2025 {Enter}');
    expect(endField()).toHaveValue('07/02/2025');
    expect(ranges(onChange)).toEqual([{ startDate: new Date(2025, 1, 3), endDate: new Date(2025, 1, 7) }]);
  });

  it('keeps refused text with its message, which describes the field until the person types again', async () => {
    const { user, onChange } = setup();
    await user.type(startField(), ' soon {Enter}');
    expect(startField()).toHaveValue(' soon ');
    expect(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(startField()).toHaveAccessibleDescription(invalidMessage('soon'));
    expect(screen.getByText(invalidMessage('soon')).closest('[data-invalid]')).not.toBeNull();
    await user.type(endField(), '01/01/2101{Enter}');
    expect(screen.getByText('01/01/2101 is outside the years 1900 to 2100')).toBeInTheDocument();
    expect(startField()).toHaveAccessibleDescription(invalidMessage('soon'));
    await user.type(startField(), '!');
    expect(startField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(invalidMessage('soon'))).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a date typed in one field keeps the unfinished text of the other, unless the rules move its date', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValue={range(5, 10)} />);
    await retype(user, startField(), '32/01/2025');
    await retype(user, endField(), '12/01/2025');
    expect(startField()).toHaveValue('32/01/2025');
    expect(startField()).toHaveAccessibleDescription(invalidMessage('32/01/2025'));
    expect(endField()).toHaveValue('12/01/2025');
    // An end earlier than the start swaps the two: the start moves, and is rewritten.
    await retype(user, endField(), '02/01/2025');
    expect(startField()).toHaveValue('02/01/2025');
    expect(endField()).toHaveValue('05/01/2025');
    expect(startField()).not.toHaveAttribute('aria-invalid');
  });

  it('a change made elsewhere (a pick) replaces unfinished text and its message in both fields', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(startField(), '32/01/2025{Enter}');
    await user.type(endField(), 'later');
    await user.click(screen.getByRole('button', { name: 'Pick 8' }));
    expect(startField()).toHaveValue('08/01/2025');
    expect(endField()).toHaveValue('');
    expect(screen.queryByText(/is not a valid date/)).toBeNull();
  });

  it('unfinished text does not come back when picks bring the range back to what it was typed over', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValue={range(8, 10)} />);
    await retype(user, endField(), 'x');
    expect(endField()).toHaveValue('x');
    await user.click(screen.getByRole('button', { name: 'Pick 8' }));
    await user.click(screen.getByRole('button', { name: 'Pick 10' }));
    expect(endField()).toHaveValue('10/01/2025');
    expect(endField()).not.toHaveAttribute('aria-invalid');
  });

  it('a new value from the parent, or a new format, replaces unfinished text', async () => {
    const { user, rerender } = setup({ value: range(1, 4) });
    await retype(user, startField(), 'x');
    rerender({ value: range(2, 3) });
    expect(startField()).toHaveValue('02/01/2025');
    expect(startField()).not.toHaveAttribute('aria-invalid');
    await user.type(endField(), '!');
    rerender({ value: range(2, 3), format: 'yyyy-MM-dd' });
    expect(endField()).toHaveValue('2025-01-03');
  });

  it('controlled and not passed back: a typed date is asked for, and the fields show the value again', async () => {
    const { user, onChange } = setup({ value: range(1, 4) });
    await retype(user, startField(), 'x');
    await retype(user, endField(), '09/01/2025');
    expect(ranges(onChange).at(-1)).toEqual(range(1, 9));
    expect(startField()).toHaveValue('01/01/2025');
    expect(endField()).toHaveValue('04/01/2025');
    expect(startField()).not.toHaveAttribute('aria-invalid');
  });

  it('controlled and not passed back: a change made elsewhere that changes nothing shown keeps unfinished text', async () => {
    const { user, onChange } = setup({ value: range(1, 4) });
    await retype(user, startField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(ranges(onChange).at(-1)).toEqual(range(15, 15));
    expect(startField()).toHaveValue('x');
    expect(startField()).toHaveAccessibleDescription(invalidMessage('x'));
  });
});
