import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ButtonDemo1 from './button-demo1/button-demo1';
import ButtonDemo2 from './button-demo2/button-demo2';
import ButtonDemo3 from './button-demo3/button-demo3';
import ButtonDemo4 from './button-demo4/button-demo4';
import ButtonDemo5 from './button-demo5/button-demo5';

describe('button demos', () => {
  it('demo1 counts clicks on the primary button and none on the disabled one', async () => {
    const user = userEvent.setup();
    render(<ButtonDemo1 />);
    expect(screen.getByText('Clicked 0 times')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Primary' }));
    expect(screen.getByText('Clicked 1 time')).toBeInTheDocument();
    const disabled = screen.getByRole('button', { name: 'Disabled' });
    expect(disabled).toBeDisabled();
    await user.click(disabled);
    expect(screen.getByText('Clicked 1 time')).toBeInTheDocument();
  });

  it('demo2 shows the three sizes', () => {
    render(<ButtonDemo2 />);
    for (const size of ['small', 'medium', 'large']) {
      const name = size[0].toUpperCase() + size.slice(1);
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-size', size);
    }
  });

  it('demo3 colours the buttons and gives the light amber a dark label', () => {
    render(<ButtonDemo3 />);
    const [greenFilled, greenOutlined] = screen.getAllByRole('button', { name: 'Green' });
    expect(greenFilled.style.getPropertyValue('--aq-button-color')).toBe('rgb(56, 158, 13)');
    expect(greenOutlined).toHaveAttribute('data-variant', 'outlined');
    expect(screen.getByRole('button', { name: 'Amber' }).style.getPropertyValue('--aq-button-on-color')).toBe('#1f2328');
  });

  it('demo4 shows the four variants', () => {
    render(<ButtonDemo4 />);
    for (const variant of ['filled', 'outlined', 'text', 'elevated']) {
      const name = variant[0].toUpperCase() + variant.slice(1);
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-variant', variant);
    }
  });

  it('demo5 shows the four corner radii', () => {
    render(<ButtonDemo5 />);
    for (const radius of ['small', 'medium', 'large', 'full']) {
      const name = radius[0].toUpperCase() + radius.slice(1);
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-radius', radius);
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ButtonDemo1 />
        <ButtonDemo2 />
        <ButtonDemo3 />
        <ButtonDemo4 />
        <ButtonDemo5 />
      </>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
