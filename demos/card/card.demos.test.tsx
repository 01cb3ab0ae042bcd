import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardDemo1 from './card-demo1/card-demo1';
import CardDemo2 from './card-demo2/card-demo2';
import CardDemo3 from './card-demo3/card-demo3';

describe('card demos', () => {
  it('demo1 is an elevated article card that saves and expands', async () => {
    const user = userEvent.setup();
    render(<CardDemo1 />);
    const card = screen.getByRole('article', { name: 'Chasing the northern lights' });
    expect(card).toHaveAttribute('data-variant', 'elevated');
    expect(within(card).getByRole('img', { name: 'Green aurora over a mountain lake at night' })).toHaveAttribute(
      'src',
      '/assets/images/card-aurora.svg',
    );

    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');

    expect(screen.queryByText(/new moon/)).not.toBeInTheDocument();
    const readMore = within(card).getByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(readMore);
    expect(screen.getByText(/new moon/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('demo2 is an outlined profile card whose Follow button updates the count', async () => {
    const user = userEvent.setup();
    render(<CardDemo2 />);
    const card = screen.getByRole('article', { name: 'Maya Rodríguez' });
    expect(card).toHaveAttribute('data-variant', 'outlined');
    expect(within(card).getByText('1,204 followers')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    expect(within(card).getByText('1,205 followers')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Unfollow' }));
    expect(within(card).getByText('1,204 followers')).toBeInTheDocument();
  });

  it('demo3 is a group of filled cards whose header toggles count the done tips', async () => {
    const user = userEvent.setup();
    render(<CardDemo3 />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByText('0 of 3 done')).toBeInTheDocument();

    const layers = screen.getByRole('article', { name: 'Dress in layers' });
    const done = within(layers).getByRole('button', { name: 'Done: Dress in layers' });
    await user.click(done);
    expect(done).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 of 3 done')).toBeInTheDocument();
    await user.click(done);
    expect(done).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('0 of 3 done')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <CardDemo1 />
        <CardDemo2 />
        <CardDemo3 />
      </>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
