import { createContext, useContext } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { DialogHost } from './DialogHost.tsx';
import { DIALOG_OPEN_CLASS } from './constants.ts';
import { dialogAnimation } from './testing.ts';
import { useDialog, type DialogContentProps, type DialogRef } from './useDialog.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

// A file of its own: the host mounted on first use stays for the rest of the page, as in an app.

beforeAll(giveElementsClientRects);

beforeEach(() => {
  mockCssAnimation(dialogAnimation);
});

afterEach(() => {
  vi.restoreAllMocks();
});

let dialogApi: ReturnType<typeof useDialog>;
beforeAll(() => {
  const probe = renderHook(() => useDialog());
  dialogApi = probe.result.current;
  probe.unmount();
});

const Locale = createContext('no locale');

function Question({ dialogRef }: DialogContentProps<unknown, string>) {
  return (
    <>
      <p>Locale: {useContext(Locale)}</p>
      <button type="button" onClick={() => dialogRef.close('yes')}>
        Yes
      </button>
    </>
  );
}

describe('useDialog without a DialogHost', () => {
  it('mounts a host of its own on first use, and the dialog opens, closes and reports its value there', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn');
    expect(document.querySelector('[data-aq-overlay-host]')).toBeNull();
    let ref: DialogRef<string> | undefined;
    act(() => {
      ref = dialogApi.open(Question, { id: 'question', heading: 'Sure?' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Sure?' });
    expect(screen.getByText('Locale: no locale')).toBeInTheDocument();
    expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
    expect(document.querySelector('[data-aq-overlay-host]')?.parentElement).toBe(document.body);
    expect(warn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(ref!.afterClosed()).resolves.toBe('yes');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(DIALOG_OPEN_CLASS);
  });

  it('mounts that host only once', async () => {
    act(() => {
      dialogApi.open(<p>One</p>, { id: 'one', heading: 'One' });
      dialogApi.open(<p>Two</p>, { id: 'two', heading: 'Two' });
    });
    // Both are on the page; the one below is hidden from assistive technology by the modal one above it.
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Two');
    expect(document.querySelectorAll('[data-aq-overlay-host]')).toHaveLength(1);
    act(() => dialogApi.closeAll());
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });

  it('gives way to a DialogHost the app mounts, which renders the dialogs inside the app’s context', () => {
    render(
      <Locale value="es-MX">
        <DialogHost />
      </Locale>,
    );
    act(() => {
      dialogApi.open(Question, { id: 'hosted', heading: 'Hosted' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Locale: es-MX')).toBeInTheDocument();
  });
});
