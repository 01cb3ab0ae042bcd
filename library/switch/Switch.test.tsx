import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { Switch } from './Switch.tsx';

const wrapperOf = (control: HTMLElement) => control.closest('label')!;

describe('Switch', () => {
  itConforms(Switch, { props: { children: 'Wi-Fi' }, element: 'input' });
  itWarnsOfItsZeroXNames('Switch', (props) => <Switch {...props}>Wi-Fi</Switch>);

  it('is an off switch of the medium size (44 × 22 px) with its label after it, by default', () => {
    render(<Switch>Wi-Fi</Switch>);
    const control = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(control).not.toBeChecked();
    expect(control).toBeEnabled();
    const wrapper = wrapperOf(control);
    expect(wrapper).toHaveAttribute('data-state', 'unchecked');
    expect(wrapper).toHaveAttribute('data-size', 'medium');
    expect(wrapper).toHaveAttribute('data-label-position', 'after');
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe('44px');
    expect(wrapper.style.getPropertyValue('--aq-switch-height')).toBe('22px');
    expect(wrapper.lastElementChild).toHaveTextContent('Wi-Fi');
  });

  it('flips with a click, on its label and with Space, telling onCheckedChange the new state once each time', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch onCheckedChange={onCheckedChange}>Wi-Fi</Switch>);
    const control = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(onCheckedChange).not.toHaveBeenCalled();

    await user.click(control);
    expect(control).toBeChecked();
    expect(wrapperOf(control)).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true, expect.objectContaining({ type: 'change' }));

    await user.click(screen.getByText('Wi-Fi'));
    expect(control).not.toBeChecked();

    await user.keyboard(' ');
    expect(control).toHaveFocus();
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('starts from defaultChecked, and a controlled switch shows only what checked says', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Switch defaultChecked>Uncontrolled</Switch>);
    expect(screen.getByRole('switch')).toBeChecked();
    unmount();

    const onCheckedChange = vi.fn();
    render(
      <Switch checked onCheckedChange={onCheckedChange}>
        Controlled
      </Switch>,
    );
    await user.click(screen.getByRole('switch'));
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(false, expect.anything());
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('never calls onCheckedChange on mount or for a new checked, only for the person’s flip', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Switch checked onCheckedChange={onCheckedChange}>
        Wi-Fi
      </Switch>,
    );
    rerender(
      <Switch checked={false} onCheckedChange={onCheckedChange}>
        Wi-Fi
      </Switch>,
    );
    expect(onCheckedChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('switch'));
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true, expect.anything());
  });

  it('warns once in development when checked comes without onCheckedChange, naming defaultChecked, unless read-only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Aquila UI: Switch got `checked` without `onCheckedChange`. This makes it read-only: it shows what `checked` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultChecked` instead; otherwise handle `onCheckedChange`.';
    const { rerender, unmount } = render(<Switch checked>Stuck</Switch>);
    rerender(<Switch checked={false}>Stuck</Switch>);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
    unmount();
    warn.mockClear();
    render(
      <Switch checked readOnly>
        Read-only
      </Switch>,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not flip when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Switch disabled defaultChecked onCheckedChange={onCheckedChange}>
        Bluetooth
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Bluetooth' });
    expect(control).toBeDisabled();
    expect(wrapperOf(control)).toHaveAttribute('data-disabled', '');
    await user.click(screen.getByText('Bluetooth'));
    expect(control).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it.each([
    ['small', '32px', '16px'],
    ['medium', '44px', '22px'],
    ['large', '56px', '28px'],
  ] as const)('size %s is %s × %s', (size, width, height) => {
    render(<Switch size={size}>Sized</Switch>);
    const wrapper = wrapperOf(screen.getByRole('switch'));
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe(width);
    expect(wrapper.style.getPropertyValue('--aq-switch-height')).toBe(height);
  });

  it('draws an unknown size as the medium one and warns once in development, naming it, instead of throwing', () => {
    const warn = watchWarnings();
    const { rerender } = render(<Switch size={'huge' as never}>Sized</Switch>);
    const wrapper = screen.getByRole('switch').closest('label')!;
    expect(wrapper).toHaveAttribute('data-size', 'medium');
    expect(wrapper.style.getPropertyValue('--aq-switch-width')).toBe('44px');
    rerender(<Switch size={'huge' as never}>Sized again</Switch>);
    const message = "Aquila UI: Switch size must be 'small', 'medium' or 'large'; got huge. 'medium' is used.";
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it("draws 0.x's size 'default' as the medium one, warning once that it is 'medium' since 1.0", () => {
    const warn = watchWarnings();
    render(<Switch size={'default' as never}>Sized</Switch>);
    expect(wrapperOf(screen.getByRole('switch'))).toHaveAttribute('data-size', 'medium');
    expect(warn).toHaveBeenCalledExactlyOnceWith('Aquila UI: Switch\'s size "default" is "medium" since 1.0');
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
