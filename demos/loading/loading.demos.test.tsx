import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoadingDemo1 from './loading-demo1/loading-demo1';
import LoadingDemo2 from './loading-demo2/loading-demo2';
import LoadingDemo3 from './loading-demo3/loading-demo3';
import LoadingDemo4 from './loading-demo4/loading-demo4';

describe('loading demos', () => {
  it('demo1 hides the spinner when loading finishes and shows it again on request', async () => {
    const user = userEvent.setup();
    render(<LoadingDemo1 />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(screen.getByText('Fetching the latest orders…')).toBeVisible();
    expect(spinner.parentElement).toHaveAttribute('aria-busy', 'true');

    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    expect(spinner).not.toBeVisible();
    expect(screen.getByText('Orders are up to date.')).toBeVisible();
    expect(spinner.parentElement).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });

  it('demo2 shows the three sizes', () => {
    render(<LoadingDemo2 />);
    const size = (name: string) => screen.getByRole('status', { name }).style.getPropertyValue('--aq-loading-size');
    expect(size('Loading, small')).toBe('36px');
    expect(size('Loading, medium')).toBe('44px');
    expect(size('Loading, large')).toBe('64px');
  });

  it('demo3 shows bars and dots', () => {
    render(<LoadingDemo3 />);
    expect(screen.getByRole('status', { name: 'Loading, bars' })).toHaveAttribute('data-variant', 'bars');
    expect(screen.getByRole('status', { name: 'Loading, dots' })).toHaveAttribute('data-variant', 'dots');
  });

  it('demo4 covers the page with the overlay for the two-second save, then says when it saved', async () => {
    vi.useFakeTimers();
    try {
      render(<LoadingDemo4 />);
      expect(screen.getByText('Not saved yet.')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Save profile' }).click());
      const overlay = document.querySelector('.aq-loading-overlay');
      expect(overlay).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Saving your profile');
      act(() => vi.advanceTimersByTime(1999));
      expect(overlay).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(document.querySelector('.aq-loading-overlay')).toBeNull();
      expect(screen.getByText(/^Saved at /)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('demo4 takes the overlay away when it leaves the page mid-save', () => {
    const { unmount } = render(<LoadingDemo4 />);
    act(() => screen.getByRole('button', { name: 'Save profile' }).click());
    expect(document.querySelector('.aq-loading-overlay')).toBeInTheDocument();
    act(() => unmount());
    expect(document.querySelector('.aq-loading-overlay')).toBeNull();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <LoadingDemo1 />
        <LoadingDemo2 />
        <LoadingDemo3 />
        <LoadingDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
