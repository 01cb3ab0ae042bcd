import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECT_INVALID_MESSAGE, type SelectValue } from './constants.ts';
import { HiddenSelect } from './HiddenSelect.tsx';
import { useSelectValidation, type UseSelectValidationOptions } from './useSelectValidation.ts';

type HarnessProps = Partial<Omit<UseSelectValidationOptions, 'chosenValues' | 'touched' | 'onInvalid'>> & {
  name?: string;
  initial?: SelectValue[];
  onSubmit?: () => void;
};

/** A form with a field that shows the hook's verdict, its hidden inputs, and buttons that choose and touch. */
function Harness({ name, initial = [], onSubmit, required = false, invalid = false, disabled = false, ...rules }: HarnessProps) {
  const [values, setValues] = useState<SelectValue[]>(initial);
  const [touched, setTouched] = useState(false);
  const validation = useSelectValidation({
    chosenValues: values,
    required,
    invalid,
    disabled,
    touched,
    onInvalid: () => setTouched(true),
    ...rules,
  });
  return (
    <form
      aria-label="Order"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <div role="combobox" aria-label="State" aria-expanded="false" aria-invalid={validation.invalidShown || undefined} />
      {validation.errors?.map((error, index) => (
        <p key={index}>{error}</p>
      ))}
      <HiddenSelect name={name} values={values} disabled={disabled} validityProps={validation.validityProps} />
      <button type="button" onClick={() => setValues(['oaxaca', 'yucatan'])}>
        Choose two
      </button>
      <button type="button" onClick={() => setValues(['Oaxaca'])}>
        Choose one in capitals
      </button>
      <button type="button" onClick={() => setTouched(true)}>
        Leave
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'State' });
const form = () => screen.getByRole('form', { name: 'Order' });
const formValues = () => new FormData(form() as HTMLFormElement).getAll('state');

describe('useSelectValidation and HiddenSelect', () => {
  it('required: invalid only once touched, and a native form will not submit while nothing is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness required onSubmit={onSubmit} errorText="Choose a state" />);
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose a state')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a state')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose two' }));
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('pattern: every chosen value must match it whole', async () => {
    const user = userEvent.setup();
    render(<Harness pattern="[a-z]+" initial={['oaxaca']} />);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Choose one in capitals' }));
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect((form() as HTMLFormElement).checkValidity()).toBe(false);
  });

  it("invalid: marks the field invalid at once, with errorText as the form's message when it is a string", () => {
    const { unmount } = render(<Harness invalid errorText="Not delivered there" initial={['oaxaca']} />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    const standIn = form().querySelector<HTMLInputElement>('input.aq-visually-hidden')!;
    expect(standIn.validationMessage).toBe('Not delivered there');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn).toHaveAttribute('tabindex', '-1');
    unmount();

    render(<Harness invalid errorText={<em>Not delivered there</em>} />);
    expect(form().querySelector<HTMLInputElement>('input.aq-visually-hidden')!.validationMessage).toBe(SELECT_INVALID_MESSAGE);
  });

  it('without rules there is no stand-in, and the form submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(form().querySelector('input.aq-visually-hidden')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('disabled: never invalid, submits nothing and is left out of validation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness name="state" required invalid disabled initial={['oaxaca']} onSubmit={onSubmit} />);
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    expect(formValues()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('submits each chosen value under name', async () => {
    const user = userEvent.setup();
    render(<Harness name="state" />);
    expect(formValues()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Choose two' }));
    expect(formValues()).toEqual(['oaxaca', 'yucatan']);
  });
});
