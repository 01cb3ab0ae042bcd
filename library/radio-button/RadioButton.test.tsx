import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { INVALID_COLORS, expectOneColorWarning, itTakesEveryColorSyntax } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { RadioButton } from './RadioButton.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const wrapperOf = (radio: HTMLElement) => radio.closest('label')!;

function Fruits(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup aria-label="Fruit" {...props}>
      <RadioButton value="apple">Apple</RadioButton>
      <RadioButton value="pear">Pear</RadioButton>
      <RadioButton value="plum" disabled>
        Plum
      </RadioButton>
      <RadioButton value="fig">Fig</RadioButton>
    </RadioGroup>
  );
}

describe('RadioButton', () => {
  itConforms(RadioButton, { props: { value: 'a', children: 'A' }, element: 'input' });
  itWarnsOfItsZeroXNames('RadioButton', (props) => <RadioButton {...props}>A</RadioButton>);

  it('is an unchecked radio of 18 px in #1890FF, named by its label, by default', () => {
    render(<RadioButton value="a">Alpha</RadioButton>);
    const radio = screen.getByRole('radio', { name: 'Alpha' });
    expect(radio).not.toBeChecked();
    expect(radio).toHaveAttribute('value', 'a');
    expect(wrapperOf(radio).style.getPropertyValue('--aq-radio-size')).toBe('18px');
    expect(wrapperOf(radio).style.getPropertyValue('--aq-radio-color')).toBe('rgb(24, 144, 255)');
    expect(wrapperOf(radio)).toHaveAttribute('data-state', 'unchecked');
  });

  it('shows checked when told so on its own', () => {
    render(
      <RadioButton value="a" checked readOnly>
        Alpha
      </RadioButton>,
    );
    expect(screen.getByRole('radio')).toBeChecked();
    expect(wrapperOf(screen.getByRole('radio'))).toHaveAttribute('data-state', 'checked');
  });

  it.each([
    ['small', '14px'],
    ['medium', '18px'],
    ['large', '22px'],
    [30, '30px'],
  ] as const)('size %s draws a %s circle', (size, pixels) => {
    render(<RadioButton size={size}>Sized</RadioButton>);
    expect(wrapperOf(screen.getByRole('radio')).style.getPropertyValue('--aq-radio-size')).toBe(pixels);
  });

  it('draws a bad size at the medium size with a development warning', () => {
    const warn = watchWarnings();
    render(<RadioButton size={-1}>Bad</RadioButton>);
    expect(wrapperOf(screen.getByRole('radio')).style.getPropertyValue('--aq-radio-size')).toBe('18px');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "Aquila UI: RadioButton size must be 'small', 'medium', 'large' or a positive number of pixels; got -1. 'medium' is used.",
    );
  });

  it("draws 0.x's size 'default' at the medium size, warning once that it is 'medium' since 1.0", () => {
    const warn = watchWarnings();
    render(<RadioButton size={'default' as never}>Old</RadioButton>);
    expect(wrapperOf(screen.getByRole('radio')).style.getPropertyValue('--aq-radio-size')).toBe('18px');
    expect(warn).toHaveBeenCalledExactlyOnceWith('Aquila UI: RadioButton\'s size "default" is "medium" since 1.0');
  });

  itTakesEveryColorSyntax((color) => {
    render(<RadioButton color={color}>Coloured</RadioButton>);
    return wrapperOf(screen.getByRole('radio')).style.getPropertyValue('--aq-radio-color');
  });

  it.each(INVALID_COLORS)('draws #1890FF for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    const { rerender } = render(<RadioButton color={input}>Bad</RadioButton>);
    rerender(
      <RadioButton color={input} size="large">
        Bad
      </RadioButton>,
    );
    expect(wrapperOf(screen.getByRole('radio')).style.getPropertyValue('--aq-radio-color')).toBe('rgb(24, 144, 255)');
    expectOneColorWarning(warn, 'RadioButton', input, error);
  });

  it('a disabled button, or one in a disabled group, sets no colour of its own whatever color says', () => {
    render(
      <>
        <RadioButton value="a" color="#FF3300" checked readOnly disabled>
          Alone
        </RadioButton>
        <RadioGroup aria-label="Group" defaultValue="b" disabled>
          <RadioButton value="b" color="#FF3300">
            In group
          </RadioButton>
        </RadioGroup>
        <RadioButton value="c">Enabled</RadioButton>
      </>,
    );
    const colour = (name: string) => wrapperOf(screen.getByRole('radio', { name })).style.getPropertyValue('--aq-radio-color');
    expect(colour('Alone')).toBe('');
    expect(colour('In group')).toBe('');
    expect(colour('Enabled')).toBe('rgb(24, 144, 255)');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Fruits defaultValue="pear" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('RadioGroup', () => {
  itConforms(RadioGroup, { props: { 'aria-label': 'Empty group' }, element: 'div' });

  it('is a radiogroup with nothing chosen by default, sharing one name', () => {
    render(<Fruits />);
    const group = screen.getByRole('radiogroup', { name: 'Fruit' });
    expect(group).toHaveAttribute('data-orientation', 'horizontal');
    const radios = screen.getAllByRole('radio');
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(radios[0].getAttribute('name')).not.toBe('');
  });

  it('chooses a button on click and tells onChange its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruits onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Pear' }));
    expect(screen.getByRole('radio', { name: 'Pear' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('pear');
    await user.click(screen.getByText('Apple'));
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pear' })).not.toBeChecked();
  });

  it('starts from defaultValue, and a controlled group shows only what value says', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Fruits defaultValue="fig" />);
    expect(screen.getByRole('radio', { name: 'Fig' })).toBeChecked();
    unmount();

    const onChange = vi.fn();
    render(<Fruits value="apple" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Pear' }));
    expect(onChange).toHaveBeenCalledWith('pear');
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pear' })).not.toBeChecked();
  });

  it('calls onChange once per choice, never on mount, for a new value, or for the button already chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Fruits value="apple" onChange={onChange} />);
    rerender(<Fruits value="fig" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Fig' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('Pear'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('pear');
  });

  it('runs a button’s own native onChange first, as a radio’s change event', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <RadioGroup aria-label="Size" onChange={(value) => calls.push(`group ${value}`)}>
        <RadioButton value="m" onChange={(event) => calls.push(`button ${event.target.value}`)}>
          Medium
        </RadioButton>
      </RadioGroup>,
    );
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(calls).toEqual(['button m', 'group m']);
  });

  it('warns once in development when value comes without onChange, naming defaultValue', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Aquila UI: RadioGroup got `value` without `onChange`. This makes it read-only: it shows what `value` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultValue` instead; otherwise handle `onChange`.';
    const { rerender } = render(<Fruits value="apple" />);
    rerender(<Fruits value="pear" />);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it('moves the choice with the arrow keys, skipping a disabled button and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruits defaultValue="apple" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Apple' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Pear' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pear' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Fig' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Fig' })).toBeChecked();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['pear', 'fig', 'apple', 'fig']);
  });

  it('disables every button when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruits disabled onChange={onChange} />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByText('Apple'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits the chosen value under its name', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Order">
        <Fruits name="fruit" />
      </form>,
    );
    await user.click(screen.getByRole('radio', { name: 'Pear' }));
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('fruit')).toBe('pear');
  });

  it('lays out vertically with orientation="vertical"', () => {
    render(<Fruits orientation="vertical" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'vertical');
  });
});
