import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Switch } from './Switch.tsx';

const wrapperOf = (control: HTMLElement) => control.closest('label')!;

describe('Switch', () => {
  itConforms(Switch, { props: { children: 'Wi-Fi' }, element: 'input' });

  it('is an off switch of the default size (44 × 22 px) with its label after it, by default', () => {
    render(<Switch>Wi-Fi</Switch>);
    const control = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(control).not.toBeChecked();
    expect(control).toBeEnabled();
    const wrapper = wrapperOf(control);
    expect(wrapper).toHaveAttribute('data-state', 'unchecked');
    expect(wrapper).toHaveAttribute('data-size', 'default');
    expect(wrapper).toHaveAttribute('data-label-position', 'after');
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe('44px');
    expect(wrapper.style.getPropertyValue('--aq-switch-height')).toBe('22px');
    expect(wrapper.lastElementChild).toHaveTextContent('Wi-Fi');
  });

  it('flips with a click, on its label and with Space, telling onChange the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Wi-Fi</Switch>);
    const control = screen.getByRole('switch', { name: 'Wi-Fi' });

    await user.click(control);
    expect(control).toBeChecked();
    expect(wrapperOf(control)).toHaveAttribute('data-state', 'checked');
    expect(onChange).toHaveBeenLastCalledWith(true, expect.anything());

    await user.click(screen.getByText('Wi-Fi'));
    expect(control).not.toBeChecked();

    await user.keyboard(' ');
    expect(control).toHaveFocus();
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('starts from defaultChecked, and a controlled switch shows only what checked says', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Switch defaultChecked>Uncontrolled</Switch>);
    expect(screen.getByRole('switch')).toBeChecked();
    unmount();

    const onChange = vi.fn();
    render(
      <Switch checked onChange={onChange}>
        Controlled
      </Switch>,
    );
    await user.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(false, expect.anything());
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('warns once in development when checked comes without onChange, naming defaultChecked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Aquila UI: Switch got `checked` without `onChange`. This makes it read-only: it shows what `checked` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultChecked` instead; otherwise handle `onChange`.';
    const { rerender } = render(<Switch checked>Stuck</Switch>);
    rerender(<Switch checked={false}>Stuck</Switch>);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it('does not flip when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch disabled defaultChecked onChange={onChange}>
        Bluetooth
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Bluetooth' });
    expect(control).toBeDisabled();
    expect(wrapperOf(control)).toHaveAttribute('data-disabled', '');
    await user.click(screen.getByText('Bluetooth'));
    expect(control).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['small', '32px', '16px'],
    ['default', '44px', '22px'],
    ['large', '56px', '28px'],
  ] as const)('ngxSize %s is %s × %s', (ngxSize, width, height) => {
    render(<Switch ngxSize={ngxSize}>Sized</Switch>);
    const wrapper = wrapperOf(screen.getByRole('switch'));
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe(width);
    expect(wrapper.style.getPropertyValue('--aq-switch-height')).toBe(height);
  });

  it('draws an unknown ngxSize as the default and warns once in development, naming it, instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<Switch ngxSize={'huge' as never}>Sized</Switch>);
    const wrapper = screen.getByRole('switch').closest('label')!;
    expect(wrapper).toHaveAttribute('data-size', 'default');
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe('44px');
    rerender(<Switch ngxSize={'huge' as never}>Sized again</Switch>);
    const message = "Aquila UI: Switch ngxSize must be 'small', 'default' or 'large'; got huge. 'default' is used.";
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it('puts the label before the switch with labelPosition="before"', () => {
    render(<Switch labelPosition="before">Dark mode</Switch>);
    const wrapper = wrapperOf(screen.getByRole('switch'));
    expect(wrapper).toHaveAttribute('data-label-position', 'before');
    expect(wrapper.firstElementChild).toHaveTextContent('Dark mode');
    expect(wrapper.lastElementChild).toBe(screen.getByRole('switch'));
  });

  it('has no axe violations on or off', async () => {
    const { container } = render(
      <div>
        <Switch>One</Switch>
        <Switch defaultChecked>Two</Switch>
        <Switch disabled>Three</Switch>
      </div>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
