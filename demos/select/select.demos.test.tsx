import { act } from 'react';
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SelectDemo1 from './select-demo1/select-demo1';
import SelectDemo2 from './select-demo2/select-demo2';
import SelectDemo3 from './select-demo3/select-demo3';
import SelectDemo4 from './select-demo4/select-demo4';
import SelectDemo5 from './select-demo5/select-demo5';
import SelectDemo6 from './select-demo6/select-demo6';
import { STATES as STATES_31 } from './select-demo1/states';
import { STATES as STATES_32 } from './select-demo3/states';

// Floating UI measures asynchronously; let it settle so its state updates land inside act.
const settle = () => act(async () => {});
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

async function open(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await settle();
  return screen.getByRole('listbox', { name });
}

describe('select demos', () => {
  it('the sample lists: 31 states, and 32 entities with Mexico City; lower-case values with underscores, accented labels', () => {
    expect(STATES_31).toHaveLength(31);
    expect(STATES_32).toHaveLength(32);
    expect(STATES_31.map((state) => state.value)).not.toContain('ciudad_de_mexico');
    expect(STATES_32).toContainEqual({ value: 'ciudad_de_mexico', label: 'Ciudad de México' });
    expect(STATES_31).toContainEqual({ value: 'yucatan', label: 'Yucatán' });
    expect(STATES_31).toContainEqual({ value: 'nuevo_leon', label: 'Nuevo León' });
    for (const state of STATES_32) expect(state.value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('demo1 chooses one of the 31 states and shows its value', async () => {
    const user = userEvent.setup();
    render(<SelectDemo1 />);
    const field = screen.getByRole('combobox', { name: 'State' });
    expect(field).toHaveTextContent('Choose a state');
    expect(screen.getByText('none')).toBeInTheDocument();
    const list = await open(user, 'State');
    expect(within(list).getAllByRole('option')).toHaveLength(31);
    await user.click(screen.getByRole('option', { name: 'Yucatán' }));
    expect(field).toHaveTextContent('Yucatán');
    expect(screen.getByText('yucatan')).toBeInTheDocument();
  });

  it('demo2 offers ten generated options, starts on the third and reports each choice through onChange, once', async () => {
    const user = userEvent.setup();
    render(<SelectDemo2 />);
    const field = screen.getByRole('combobox', { name: 'Numbered option' });
    expect(field).toHaveTextContent('Option 3');
    await open(user, 'Numbered option');
    expect(optionNames()).toEqual(Array.from({ length: 10 }, (_, index) => `Option ${index + 1}`));
    await user.click(screen.getByRole('option', { name: 'Option 7' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field).toHaveTextContent('Option 8');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['8', '7']);
  });

  it('demo3 toggles states of the 32-entry list, shows the last label and (+N), and clears', async () => {
    const user = userEvent.setup();
    render(<SelectDemo3 />);
    const field = screen.getByRole('combobox', { name: 'States to visit' });
    expect(field).toHaveTextContent('Yucatán (+1)');
    const list = await open(user, 'States to visit');
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(list).getAllByRole('option')).toHaveLength(32);
    await user.click(screen.getByRole('option', { name: 'Oaxaca' }));
    await user.click(screen.getByRole('option', { name: 'Jalisco' }));
    expect(screen.getByRole('listbox')).toBe(list);
    expect(field).toHaveTextContent('Oaxaca (+1)');
    expect(screen.getByText('2 chosen, in order: Yucatán, Oaxaca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No state chosen.')).toBeInTheDocument();
    expect(field).toHaveTextContent('Choose states');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('demo4 filters the 32 entities as the person types, whatever the case, and Enter takes the first match', async () => {
    const user = userEvent.setup();
    render(<SelectDemo4 />);
    const field = screen.getByRole('combobox', { name: 'State' });
    expect(field).toHaveValue('Nuevo León');
    await open(user, 'State');
    expect(optionNames()).toHaveLength(32);
    await user.keyboard('MÉX');
    expect(optionNames()).toEqual(['Ciudad de México', 'México']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('México');
    expect(screen.getByText('mexico')).toBeInTheDocument();
  });

  it('demo5 puts an icon before and a unit after each value', () => {
    render(<SelectDemo5 />);
    const from = screen.getByRole('combobox', { name: 'Ship from' });
    const weight = screen.getByRole('combobox', { name: 'Parcel weight' });
    expect(from).toHaveTextContent('Oaxaca');
    expect(weight).toHaveTextContent('Up to 2');
    for (const [field, unit] of [
      [from, 'MX'],
      [weight, 'kg'],
    ] as const) {
      const box = field.parentElement!;
      expect(box.querySelector('.aq-input-prefix svg')).not.toBeNull();
      expect(within(box).getByText(unit)).toHaveClass('aq-input-suffix');
    }
  });

  it('demo6 stops the order until a delivered state is chosen and the store is open, then places it; Reset starts again', async () => {
    const user = userEvent.setup();
    render(<SelectDemo6 />);
    const state = screen.getByRole('combobox', { name: 'Delivery state' });
    const store = screen.getByRole('combobox', { name: 'Pick-up store' });
    expect(state).toHaveAttribute('aria-required', 'true');
    expect(state).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription('Choose the state to deliver to.');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await open(user, 'Delivery state');
    expect(screen.getByRole('option', { name: 'Sonora (soon)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Sonora (soon)' }));
    expect(state).toHaveTextContent('Choose a state');
    await user.click(screen.getByRole('option', { name: 'Jalisco' }));
    expect(state).toHaveTextContent('Jalisco');
    expect(state).not.toHaveAttribute('aria-invalid');

    await open(user, 'Pick-up store');
    await user.click(screen.getByRole('option', { name: 'Store 7' }));
    expect(store).toHaveAttribute('aria-invalid', 'true');
    expect(store).toHaveAccessibleDescription('Stores 6 to 10 open next month.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('status')).toHaveTextContent('');

    await open(user, 'Pick-up store');
    await user.click(screen.getByRole('option', { name: 'Store 3' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('status')).toHaveTextContent('Order placed: delivery to Jalisco, pick-up at Store 3.');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Delivery state' })).toHaveTextContent('Choose a state');
    expect(screen.getByRole('combobox', { name: 'Delivery state' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <SelectDemo1 />
        <SelectDemo2 />
        <SelectDemo3 />
        <SelectDemo4 />
        <SelectDemo5 />
        <SelectDemo6 />
      </>,
    );
    await settle();
    expect((await axe.run(container, { rules: { region: { enabled: false } } })).violations).toEqual([]);
  });
});
