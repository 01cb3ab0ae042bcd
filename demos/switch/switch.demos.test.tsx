import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SwitchDemo1 from './switch-demo1/switch-demo1';
import SwitchDemo2 from './switch-demo2/switch-demo2';
import SwitchDemo3 from './switch-demo3/switch-demo3';

describe('switch demos', () => {
  it('demo1 flips Wi-Fi, and the button disables and enables the switch', async () => {
    const user = userEvent.setup();
    render(<SwitchDemo1 />);
    const control = screen.getByRole('switch', { name: 'Wi-Fi' });
    expect(control).toBeChecked();
    expect(screen.getByText('Connected to Home')).toBeVisible();
    await user.click(control);
    expect(control).not.toBeChecked();
    expect(screen.getByText('Not connected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(control).toBeDisabled();
    await user.click(control);
    expect(control).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await user.click(control);
    expect(control).toBeChecked();
  });

  it('demo2 shows the three sizes', () => {
    render(<SwitchDemo2 />);
    const size = (name: string) => screen.getByRole('switch', { name }).closest('label')!.getAttribute('data-size');
    expect([size('Small'), size('Medium'), size('Large')]).toEqual(['small', 'medium', 'large']);
  });

  it('demo3 puts labels before the switches, and one after', () => {
    render(<SwitchDemo3 />);
    const position = (name: string) => screen.getByRole('switch', { name }).closest('label')!.getAttribute('data-label-position');
    expect(position('Email notifications')).toBe('before');
    expect(position('Weekly summary')).toBe('before');
    expect(position('Label after (the default)')).toBe('after');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <SwitchDemo1 />
        <SwitchDemo2 />
        <SwitchDemo3 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
