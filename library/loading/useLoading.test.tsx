import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { renamedPropWarning } from '../core/renamedProps.ts';
import { useLoading } from './useLoading.ts';

const overlay = () => document.querySelector<HTMLElement>('.aq-loading-overlay');

function Page({ label }: { label?: string }) {
  const loading = useLoading();
  const save = () => {
    loading.show(label ? { label, size: 'large', variant: 'dots' } : undefined);
  };
  return (
    <>
      <button type="button" onClick={save}>
        Save
      </button>
      <button type="button" onClick={loading.hide}>
        Done
      </button>
      <p>Overlay: {loading.visible ? 'shown' : 'hidden'}</p>
    </>
  );
}

/** The hook's functions, taken once: `show` and `hide` are the same wherever they are called. */
let api: ReturnType<typeof useLoading>;
beforeAll(() => {
  const probe = renderHook(() => useLoading());
  api = probe.result.current;
  probe.unmount();
});

afterEach(() => {
  act(() => api.hide());
});

describe('useLoading', () => {
  it('shows a full-page overlay with a spinner from code and hides it again, telling the page', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(overlay()).toBeNull();
    expect(screen.getByText('Overlay: hidden')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(overlay()).toBeInTheDocument();
    expect(overlay()!.parentElement).toBe(document.body);
    const spinner = overlay()!.querySelector('.aq-loading')!;
    expect(spinner).toHaveAttribute('data-size', 'medium');
    expect(spinner).toHaveAttribute('data-variant', 'bars');
    expect(screen.getByText('Overlay: shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(overlay()).toBeNull();
    expect(screen.getByText('Overlay: hidden')).toBeInTheDocument();
  });

  it('announces "Loading" in a status region that was in the page before the overlay showed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Loading');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(status).toHaveTextContent('');
  });

  it('keeps one overlay for repeated shows, which one hide takes away', () => {
    const loading = api;
    act(() => {
      loading.show();
      loading.show();
    });
    expect(document.querySelectorAll('.aq-loading-overlay')).toHaveLength(1);
    act(() => loading.hide());
    expect(overlay()).toBeNull();
    act(() => loading.hide());
    expect(overlay()).toBeNull();
  });

  it('takes the spinner’s size and type and the announced label from the options', async () => {
    const user = userEvent.setup();
    render(<Page label="Saving your changes" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const spinner = overlay()!.querySelector('.aq-loading')!;
    expect(spinner).toHaveAttribute('data-size', 'large');
    expect(spinner).toHaveAttribute('data-variant', 'dots');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving your changes');
  });

  it("warns of 0.x's spinnerType option as of the prop, naming variant, and draws the default bars", () => {
    const warn = watchWarnings();
    act(() => api.show({ spinnerType: 'dots' } as never));
    expect(overlay()!.querySelector('.aq-loading')).toHaveAttribute('data-variant', 'bars');
    expect(warn.mock.calls).toEqual([[renamedPropWarning('Loading', { from: 'spinnerType', to: 'variant' })]]);
  });

  it('works from code outside any component, with nothing rendered first', () => {
    act(() => api.show());
    expect(overlay()).toBeInTheDocument();
  });

  it('has no axe violations while shown', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await axe.run(document.body, { rules: { region: { enabled: false } } })).violations).toEqual([]);
  });
});
