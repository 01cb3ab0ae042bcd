import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SkeletonDemo1 from './skeleton-demo1/skeleton-demo1';
import SkeletonDemo2 from './skeleton-demo2/skeleton-demo2';
import SkeletonDemo3 from './skeleton-demo3/skeleton-demo3';

const placeholders = (container: HTMLElement) => [...container.querySelectorAll('.aq-skeleton')];

describe('skeleton demos', () => {
  it('demo1 swaps the placeholder lines for the article and back, busy only while they show', async () => {
    const user = userEvent.setup();
    const { container } = render(<SkeletonDemo1 />);
    const article = screen.getByRole('article', { name: 'Release notes' });
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(placeholders(container)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Show the content' }));
    expect(article).toHaveAttribute('aria-busy', 'false');
    expect(placeholders(container)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Release notes' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show the placeholder' }));
    expect(placeholders(container)).toHaveLength(4);
  });

  it('demo2 shows each variant under its name', () => {
    const { container } = render(<SkeletonDemo2 />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'avatar',
      'button',
      'text',
      'row',
      "'' (a block of your size)",
    ]);
    expect(placeholders(container).map((skeleton) => skeleton.getAttribute('data-variant'))).toEqual([
      'avatar',
      'button',
      'text',
      'row',
      'block',
    ]);
  });

  it('demo3 composes a busy profile card from the shapes', () => {
    const { container } = render(<SkeletonDemo3 />);
    expect(screen.getByRole('region', { name: 'Loading a profile card' })).toHaveAttribute('aria-busy', 'true');
    const variants = placeholders(container).map((skeleton) => skeleton.getAttribute('data-variant'));
    expect(variants).toEqual(['block', 'avatar', 'text', 'text', 'row', 'row', 'button', 'button']);
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <SkeletonDemo1 />
        <SkeletonDemo2 />
        <SkeletonDemo3 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
