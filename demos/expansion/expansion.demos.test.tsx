import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpansionDemo1 from './expansion-demo1/expansion-demo1';
import ExpansionDemo2 from './expansion-demo2/expansion-demo2';
import ExpansionDemo3 from './expansion-demo3/expansion-demo3';
import ExpansionDemo4 from './expansion-demo4/expansion-demo4';
import ExpansionDemo5 from './expansion-demo5/expansion-demo5';

const header = (name: string | RegExp) => screen.getByRole('button', { name });
const accordionOf = (name: string | RegExp) => header(name).closest('.aq-accordion') as HTMLElement;

describe('expansion demos', () => {
  it('demo1 starts with shipping open, keeps one panel open at a time, and ignores the disabled one', async () => {
    const user = userEvent.setup();
    render(<ExpansionDemo1 />);
    expect(screen.getByRole('region', { name: 'How long does shipping take?' })).toBeVisible();
    await user.click(header('Can I return an item?'));
    expect(screen.getByRole('region', { name: 'Can I return an item?' })).toHaveTextContent('within 30 days');
    expect(header('How long does shipping take?')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Gift cards (coming soon)')).toBeDisabled();
    await user.click(header('Gift cards (coming soon)'));
    expect(header('Gift cards (coming soon)')).toHaveAttribute('aria-expanded', 'false');
  });

  it('demo2 is bordered with a green accent, notifications open, the account’s button only inside its open panel', async () => {
    const user = userEvent.setup();
    render(<ExpansionDemo2 />);
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    await user.click(header('Account'));
    expect(header('Change password')).toBeVisible();
    await user.click(header('Notifications'));
    const accordion = accordionOf('Account');
    expect(accordion).toHaveAttribute('data-variant', 'bordered');
    expect(accordion.style.getPropertyValue('--aq-accordion-color-dark')).toBe('rgb(82, 196, 26)');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
  });

  it('demo3 draws cards whose headers carry the order status', async () => {
    const user = userEvent.setup();
    render(<ExpansionDemo3 />);
    expect(accordionOf(/Order #1042/)).toHaveAttribute('data-variant', 'card');
    await user.click(header('Order #1057 On its way'));
    expect(screen.getByRole('region', { name: 'Order #1057 On its way' })).toHaveTextContent('Rain jacket');
  });

  it('demo4 moves the icons as the radio group says, on the right at first', async () => {
    const user = userEvent.setup();
    render(<ExpansionDemo4 />);
    const panel = header('Evening').closest('.aq-expansion-panel');
    expect(screen.getByRole('radio', { name: 'right' })).toBeChecked();
    expect(panel).toHaveAttribute('data-icon-position', 'right');
    await user.click(screen.getByRole('radio', { name: 'left' }));
    expect(panel).toHaveAttribute('data-icon-position', 'left');
  });

  it('demo5 keeps several panels open and opens or closes them all from the buttons', async () => {
    const user = userEvent.setup();
    render(<ExpansionDemo5 />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2 of 3 open');
    await user.click(header('Fold and unfold'));
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(status).toHaveTextContent('3 of 3 open');
    await user.click(header('Collapse all'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(status).toHaveTextContent('0 of 3 open');
    await user.click(header('Expand all'));
    expect(screen.getAllByRole('region')).toHaveLength(3);
    await user.click(header('Unpack'));
    expect(status).toHaveTextContent('2 of 3 open');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <ExpansionDemo1 />
        <ExpansionDemo2 />
        <ExpansionDemo3 />
        <ExpansionDemo4 />
        <ExpansionDemo5 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
