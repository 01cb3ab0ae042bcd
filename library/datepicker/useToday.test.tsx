import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayKey } from './dates.ts';
import { useToday } from './useToday.ts';

function Today() {
  const today = useToday();
  return <p>{today ? dayKey(today) : 'some day'}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useToday', () => {
  it('is unknown on a server, so the markup holds whatever day the page is rendered on', () => {
    vi.setSystemTime(new Date(2025, 0, 15, 10));
    const first = renderToString(<Today />);
    vi.setSystemTime(new Date(2031, 6, 2, 23, 59));
    expect(renderToString(<Today />)).toBe(first);
    expect(first).toContain('some day');
  });

  it('hydrates markup rendered on another day without a mismatch, then shows the visitor’s day', async () => {
    vi.setSystemTime(new Date(2025, 0, 15, 10));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Today />);
    document.body.append(container);
    vi.setSystemTime(new Date(2025, 1, 25, 8));
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('2025-02-25');
    container.remove();
  });

  it('is known from the first render of a page that is not hydrated', () => {
    vi.setSystemTime(new Date(2025, 0, 15, 10));
    render(<Today />);
    expect(screen.getByText('2025-01-15')).toBeInTheDocument();
  });

  it('turns to the next day at local midnight', () => {
    vi.setSystemTime(new Date(2025, 11, 31, 23, 59, 30));
    render(<Today />);
    expect(screen.getByText('2025-12-31')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('2025-12-31')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2026-01-01')).toBeInTheDocument();
  });

  it('looks again when a hidden page is shown, as timers may have slept', () => {
    vi.setSystemTime(new Date(2025, 0, 15, 10));
    render(<Today />);
    // The clock jumps without the timers running, as on a computer waking up.
    vi.setSystemTime(new Date(2025, 0, 17, 7));
    expect(screen.getByText('2025-01-15')).toBeInTheDocument();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('2025-01-17')).toBeInTheDocument();
  });
});
