import { memo, type ReactElement } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { DialogClose } from './DialogClose.tsx';
import { DialogHost } from './DialogHost.tsx';
import { DIALOG_OPEN_CLASS, noIdWarning } from './constants.ts';
import { dialogAnimation, translateOf } from './testing.ts';
import { useDialog, type DialogContentProps, type DialogRef } from './useDialog.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

beforeAll(giveElementsClientRects);

// The window's closing animation, which jsdom does not run, decides when a closed dialog leaves.
beforeEach(() => {
  mockCssAnimation(dialogAnimation);
});

/** The hook's functions, taken once: `open` and `closeAll` are the same wherever and whenever they are called. */
let dialogApi: ReturnType<typeof useDialog>;
beforeAll(() => {
  const probe = renderHook(() => useDialog());
  dialogApi = probe.result.current;
  probe.unmount();
});
const api = () => dialogApi;

afterEach(() => {
  // With no host mounted, a close removes the dialog at once, so every test starts with none open. (No test
  // here opens a dialog without a host, which would mount one for the rest of the file.)
  cleanup();
  api().closeAll();
  vi.restoreAllMocks();
});

function UserCard({ data, dialogRef }: DialogContentProps<{ name: string }, string>) {
  return (
    <>
      <p>Hello {data.name}</p>
      <button type="button" onClick={() => dialogRef.close('followed')}>
        Follow
      </button>
    </>
  );
}

/** Opens in an act, as a click handler of the page would. */
function openNow<R = unknown>(open: () => DialogRef<R>): DialogRef<R> {
  let ref: DialogRef<R> | undefined;
  act(() => {
    ref = open();
  });
  return ref!;
}

/** Renders `ui`, an output that shows what useDialog says, beside the host, and returns that output. */
function renderBesideHost(ui: ReactElement, name: string) {
  render(
    <>
      {ui}
      <DialogHost />
    </>,
  );
  return screen.getByRole('status', { name });
}

const closedSpy = (ref: DialogRef) => {
  const spy = vi.fn();
  void ref.afterClosed().then(spy);
  return spy;
};

describe('useDialog', () => {
  describe('open', () => {
    it('renders a component with its data and dialogRef, and afterClosed resolves with the value it closes with', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const ref = openNow(() => api().open(UserCard, { data: { name: 'Ada' }, heading: 'Profile' }));
      const afterClosed = closedSpy(ref);
      const dialog = screen.getByRole('dialog', { name: 'Profile' });
      expect(dialog).toHaveTextContent('Hello Ada');
      await user.click(screen.getByRole('button', { name: 'Follow' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(afterClosed).not.toHaveBeenCalled();
      await waitFor(() => expect(afterClosed).toHaveBeenCalledWith('followed'));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    });

    it('renders an element; a DialogClose in it closes with its value', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const ref = openNow(() =>
        api().open(
          <div>
            <p>Delete the file?</p>
            <DialogClose value="delete">Delete</DialogClose>
          </div>,
          { id: 'delete', heading: 'Delete' },
        ),
      );
      const afterClosed = closedSpy(ref);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(afterClosed).toHaveBeenCalledWith('delete'));
    });

    it('passes the config to the dialog', () => {
      render(<DialogHost />);
      openNow(() =>
        api().open(<p>Body</p>, { id: 'configured', heading: 'Configured', size: 'large', draggable: true, windowClass: 'mine' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Configured' });
      expect(dialog).toHaveAttribute('data-size', 'large');
      expect(dialog).toHaveAttribute('data-draggable');
      expect(document.querySelector('.aq-dialog-layer')).toHaveClass('mine');
    });

    it.each([
      ['null', null],
      ['a string', 'text'],
      ['a number', 42],
      ['a plain object', { title: 'no' }],
      ['an array of elements', [<p key="a">a</p>]],
    ])('throws the TypeError for %s', (_label, content) => {
      const open = api().open as (content: unknown) => DialogRef;
      expect(() => open(content)).toThrow(
        new TypeError(`Dialog must receive a Component or a ReactElement, but this has been passed instead: ${String(content)}`),
      );
      expect(() => open(content)).toThrow(TypeError);
    });

    it('calls the config onOpen and onClose', async () => {
      const user = userEvent.setup();
      const onOpen = vi.fn();
      const onClose = vi.fn();
      render(<DialogHost />);
      openNow(() => api().open(<p>Body</p>, { id: 'callbacks', heading: 'Callbacks', onOpen, onClose }));
      expect(onOpen).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });
  });

  describe('ids', () => {
    it('gives the ref the config data', () => {
      render(<DialogHost />);
      const ref = openNow(() => api().open(UserCard, { data: { name: 'Ada' }, heading: 'Profile' }));
      expect(ref.data).toEqual({ name: 'Ada' });
    });

    it('uses the config id as the ref id and the element id', () => {
      render(<DialogHost />);
      const ref = openNow(() => api().open(<p>Body</p>, { id: 'settings', heading: 'Settings' }));
      expect(ref.id).toBe('settings');
      expect(screen.getByRole('dialog')).toHaveAttribute('id', 'settings');
    });

    it('gives a component dialog without an id the component name, without a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<DialogHost />);
      const ref = openNow(() => api().open(UserCard, { data: { name: 'Ada' }, heading: 'Profile' }));
      expect(ref.id).toBe('UserCard');
      const Memoised = memo(function ContactCard() {
        return <p>Contact</p>;
      });
      expect(openNow(() => api().open(Memoised, { heading: 'Contact' })).id).toBe('ContactCard');
      expect(warn).not.toHaveBeenCalled();
    });

    it('gives an element dialog without an id "dialog-<uuid>" and warns in development', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<DialogHost />);
      const ref = openNow(() => api().open(<p>Body</p>, { heading: 'Anonymous' }));
      expect(ref.id).toMatch(/^dialog-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(warn).toHaveBeenCalledWith(noIdWarning(ref.id));
      expect(noIdWarning(ref.id)).toBe(
        `Aquila UI: Dialog id is not provided, generated id is ${ref.id}, providing an id is recommended to prevent unexpected multiple behavior`,
      );
    });

    it('makes a version-4 uuid where crypto.randomUUID is missing (plain http)', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      // An own property hides the prototype's method; deleting it brings the method back.
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      try {
        render(<DialogHost />);
        const ref = openNow(() => api().open(<p>Body</p>, { heading: 'Anonymous' }));
        expect(ref.id).toMatch(/^dialog-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      } finally {
        delete (crypto as { randomUUID?: unknown }).randomUUID;
      }
    });

    it('opening a dialog with the id of an open one destroys the old one at once', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const onClose = vi.fn();
      const first = openNow(() => api().open(<p>First</p>, { id: 'single', heading: 'First', onClose }));
      const firstClosed = closedSpy(first);
      const second = openNow(() => api().open(<p>Second</p>, { id: 'single', heading: 'Second' }));
      expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Second' })).toHaveAttribute('id', 'single');
      await waitFor(() => expect(firstClosed).toHaveBeenCalledWith(undefined));
      expect(onClose).toHaveBeenCalledTimes(1);
      // The old ref no longer reaches anything, even though the new dialog has its id.
      act(() => first.close());
      expect(screen.getByRole('dialog', { name: 'Second' })).toHaveAttribute('data-state', 'open');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
      expect(second.id).toBe('single');
    });

    it('opening the same component twice keeps one dialog (its name is its id)', () => {
      render(<DialogHost />);
      openNow(() => api().open(UserCard, { data: { name: 'Ada' }, heading: 'Ada' }));
      openNow(() => api().open(UserCard, { data: { name: 'Alan' }, heading: 'Alan' }));
      expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Alan' })).toBeInTheDocument();
    });
  });

  describe('before-close guards', () => {
    async function openGuarded(guard: (value: unknown) => boolean | void | Promise<boolean>) {
      const user = userEvent.setup();
      render(<DialogHost />);
      const ref = openNow(() => api().open(<DialogClose value="done">Done</DialogClose>, { id: 'guarded', heading: 'Guarded' }));
      const remove = ref.addBeforeClose(guard);
      return { user, ref, remove, dialog: screen.getByRole('dialog', { name: 'Guarded' }) };
    }

    it.each([
      [
        'the close button',
        async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
      ],
      [
        'a backdrop click',
        async (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector('.aq-dialog__backdrop')!),
      ],
      ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
      ['a DialogClose', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' }))],
    ])('a guard answering false keeps it open when closed by %s', async (_trigger, close) => {
      const guard = vi.fn(() => false);
      const { user, dialog } = await openGuarded(guard);
      await close(user);
      expect(guard).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('a guard gets the closing value; answering true lets it close', async () => {
      const guard = vi.fn(() => true);
      const { user, ref, dialog } = await openGuarded(guard);
      const afterClosed = closedSpy(ref);
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(guard).toHaveBeenCalledWith('done');
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await waitFor(() => expect(afterClosed).toHaveBeenCalledWith('done'));
    });

    it('ref.close goes through the guards too', async () => {
      const { ref, dialog } = await openGuarded(() => false);
      act(() => ref.close('from code'));
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('closes only if no guard blocks', async () => {
      const { ref, dialog } = await openGuarded(() => true);
      const blocker = vi.fn(() => false);
      const removeBlocker = ref.addBeforeClose(blocker);
      act(() => ref.close());
      expect(blocker).toHaveBeenCalled();
      expect(dialog).toHaveAttribute('data-state', 'open');
      removeBlocker();
      act(() => ref.close());
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('waits for a guard that answers with a Promise', async () => {
      let answer: (allowed: boolean) => void = () => {};
      const { ref, dialog } = await openGuarded(() => new Promise<boolean>((resolve) => (answer = resolve)));
      act(() => ref.close());
      expect(dialog).toHaveAttribute('data-state', 'open');
      await act(async () => answer(false));
      expect(dialog).toHaveAttribute('data-state', 'open');
      act(() => ref.close());
      await act(async () => answer(true));
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('ignores other close requests while a guard is deciding', async () => {
      let answer: (allowed: boolean) => void = () => {};
      const guard = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
      const { user, dialog } = await openGuarded(guard);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(guard).toHaveBeenCalledTimes(1);
      await act(async () => answer(true));
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('a guard whose Promise fails keeps it open and reports the failure', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failure = new Error('network down');
      const { ref, remove, dialog } = await openGuarded(() => Promise.reject(failure));
      await act(async () => ref.close());
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(error).toHaveBeenCalledWith(failure);
      remove();
    });

    it('a guard that answers nothing (undefined) does not block', async () => {
      const guard = vi.fn(() => undefined);
      const { ref, dialog } = await openGuarded(guard);
      act(() => ref.close('bye'));
      expect(guard).toHaveBeenCalledWith('bye');
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('has one name for adding a guard: addBeforeClose (0.x’s beforeClose is gone)', async () => {
      const { ref } = await openGuarded(() => true);
      expect(ref).not.toHaveProperty('beforeClose');
    });

    it('the function addBeforeClose returns removes the guard', async () => {
      const { ref, remove, dialog } = await openGuarded(() => false);
      remove();
      act(() => ref.close());
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });
  });

  describe('the open dialogs', () => {
    function OpenList() {
      const { dialogs } = useDialog();
      return <output aria-label="Open dialogs">{dialogs.map((dialog) => dialog.id).join(',')}</output>;
    }

    it('lists the open dialogs, oldest first, and drops one as soon as it is closing', () => {
      const list = renderBesideHost(<OpenList />, 'Open dialogs');
      expect(list).toHaveTextContent('');
      const one = openNow(() => api().open(<p>One</p>, { id: 'one', heading: 'One' }));
      openNow(() => api().open(<p>Two</p>, { id: 'two', heading: 'Two' }));
      expect(list).toHaveTextContent('one,two');
      act(() => one.close());
      expect(list).toHaveTextContent('two');
    });

    it('the body has the open class while a dialog is open, until the last one has closed', async () => {
      render(<DialogHost />);
      const one = openNow(() => api().open(<p>One</p>, { id: 'one', heading: 'One' }));
      const two = openNow(() => api().open(<p>Two</p>, { id: 'two', heading: 'Two' }));
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
      expect(document.body.style.overflow).toBe('hidden');
      act(() => one.close());
      await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1));
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
      act(() => two.close());
      await waitFor(() => expect(document.body).not.toHaveClass(DIALOG_OPEN_CLASS));
      expect(document.body.style.overflow).toBe('');
    });

    it('closeAll asks every dialog to close, through its guards', async () => {
      render(<DialogHost />);
      const one = openNow(() => api().open(<p>One</p>, { id: 'one', heading: 'One' }));
      openNow(() => api().open(<p>Two</p>, { id: 'two', heading: 'Two' }));
      const allow = one.addBeforeClose(() => false);
      act(() => api().closeAll());
      expect(screen.getByRole('dialog', { name: 'One', hidden: true })).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('dialog', { name: 'Two', hidden: true })).toHaveAttribute('data-state', 'closed');
      // So that the closeAll after each test can close it: the next test starts with no dialog open.
      allow();
    });
  });

  describe('isOpen and hasOpenDialogs', () => {
    function Status() {
      const { hasOpenDialogs, isOpen } = useDialog();
      return (
        <output aria-label="Dialogs">
          {hasOpenDialogs ? 'some open' : 'none open'}, report {isOpen('report') ? 'open' : 'closed'}
        </output>
      );
    }

    it('say whether any dialog, and the one with an id, is open; the component re-renders as they change', () => {
      const status = renderBesideHost(<Status />, 'Dialogs');
      expect(status).toHaveTextContent('none open, report closed');
      expect(api().isOpen('report')).toBe(false);

      const report = openNow(() => api().open(<p>Report</p>, { id: 'report', heading: 'Report' }));
      // isOpen reads the dialogs as they are now, also in the handler that opened one.
      expect(api().isOpen('report')).toBe(true);
      expect(api().isOpen('other')).toBe(false);
      expect(status).toHaveTextContent('some open, report open');

      act(() => report.close());
      // A closing dialog is no longer open, though it is still on the page for its animation.
      expect(api().isOpen('report')).toBe(false);
      expect(status).toHaveTextContent('none open, report closed');
    });
  });

  describe('Escape', () => {
    it('closes every open dialog, each through its own guards', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const one = openNow(() => api().open(<button type="button">One action</button>, { id: 'one', heading: 'One' }));
      const two = openNow(() => api().open(<button type="button">Two action</button>, { id: 'two', heading: 'Two' }));
      const three = openNow(() => api().open(<button type="button">Three action</button>, { id: 'three', heading: 'Three' }));
      const refuse = two.addBeforeClose(() => false);
      await user.keyboard('{Escape}');
      expect(api().isOpen('one')).toBe(false);
      expect(api().isOpen('two')).toBe(true);
      expect(api().isOpen('three')).toBe(false);
      await expect(one.afterClosed()).resolves.toBeUndefined();
      await expect(three.afterClosed()).resolves.toBeUndefined();
      refuse(); // so that the closeAll after each test can close it
    });

    it("closes only the topmost of those with 'onlyLastStrategy'", async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const config = { enableClose: 'onlyLastStrategy' } as const;
      openNow(() => api().open(<button type="button">One action</button>, { ...config, id: 'one', heading: 'One' }));
      openNow(() => api().open(<button type="button">Two action</button>, { ...config, id: 'two', heading: 'Two' }));
      await user.keyboard('{Escape}');
      expect(api().isOpen('two')).toBe(false);
      expect(api().isOpen('one')).toBe(true);
    });
  });

  describe('backdropClick', () => {
    it('tells each listener of every backdrop click, also one that does not close, until it unsubscribes', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const onBackdropClick = vi.fn();
      const ref = openNow(() =>
        api().open(<p>Body</p>, { id: 'clicks', heading: 'Clicks', enableClose: { backdrop: false }, onBackdropClick }),
      );
      const first = vi.fn();
      const second = vi.fn();
      const stopFirst = ref.backdropClick(first);
      ref.backdropClick(second);
      const backdrop = document.querySelector<HTMLElement>('.aq-dialog__backdrop')!;
      await user.click(backdrop);
      expect(first).toHaveBeenCalledExactlyOnceWith(expect.any(MouseEvent));
      expect(second).toHaveBeenCalledTimes(1);
      expect(onBackdropClick).toHaveBeenCalledTimes(1);
      expect(api().isOpen('clicks')).toBe(true);

      stopFirst();
      await user.click(backdrop);
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(2);
    });

    it('comes before the close a backdrop click makes, and preventDefault in onBackdropClick keeps it open', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      let keep = true;
      const ref = openNow(() =>
        api().open(<p>Body</p>, {
          id: 'kept',
          heading: 'Kept',
          onBackdropClick: (event) => {
            if (keep) event.preventDefault();
          },
        }),
      );
      const listener = vi.fn();
      ref.backdropClick(listener);
      const backdrop = document.querySelector<HTMLElement>('.aq-dialog__backdrop')!;
      await user.click(backdrop);
      expect(api().isOpen('kept')).toBe(true);
      keep = false;
      await user.click(backdrop);
      expect(listener).toHaveBeenCalledTimes(2);
      expect(api().isOpen('kept')).toBe(false);
    });

    it('without a backdrop, tells of a press on the page outside the dialog', async () => {
      const user = userEvent.setup();
      render(
        <>
          <p>Page text</p>
          <DialogHost />
        </>,
      );
      const ref = openNow(() =>
        api().open(<p>Body</p>, { id: 'bare', heading: 'Bare', backdrop: false, enableClose: { backdrop: false } }),
      );
      const listener = vi.fn();
      ref.backdropClick(listener);
      await user.click(screen.getByText('Body'));
      expect(listener).not.toHaveBeenCalled();
      await user.click(screen.getByText('Page text'));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(api().isOpen('bare')).toBe(true);
    });
  });

  describe('updateConfig', () => {
    it('changes the open dialog’s heading, size and data and renders it again', () => {
      render(<DialogHost />);
      function Greeting({ data }: DialogContentProps<{ name: string }>) {
        return <p>Hello {data.name}</p>;
      }
      const ref = openNow(() => api().open(Greeting, { id: 'greeting', heading: 'Greeting', size: 'small', data: { name: 'Ada' } }));
      expect(screen.getByRole('dialog', { name: 'Greeting' })).toHaveAttribute('data-size', 'small');

      act(() => ref.updateConfig({ heading: 'Welcome', size: 'large', data: { name: 'Grace' } }));
      const dialog = screen.getByRole('dialog', { name: 'Welcome' });
      expect(dialog).toHaveAttribute('data-size', 'large');
      expect(dialog).toHaveAttribute('id', 'greeting');
      expect(screen.getByText('Hello Grace')).toBeInTheDocument();
      expect(ref.data).toEqual({ name: 'Grace' });
    });

    it('changes which gestures close it', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const ref = openNow(() => api().open(<button type="button">Action</button>, { id: 'rules', heading: 'Rules' }));
      act(() => ref.updateConfig({ enableClose: false }));
      await user.keyboard('{Escape}');
      expect(api().isOpen('rules')).toBe(true);
      act(() => ref.updateConfig({ enableClose: true }));
      await user.keyboard('{Escape}');
      expect(api().isOpen('rules')).toBe(false);
    });

    it('does nothing once the dialog has closed', async () => {
      render(<DialogHost />);
      const ref = openNow(() => api().open(<p>Body</p>, { id: 'gone', heading: 'Gone' }));
      const closed = closedSpy(ref);
      act(() => ref.close());
      await waitFor(() => expect(closed).toHaveBeenCalled());
      act(() => ref.updateConfig({ heading: 'Back' }));
      expect(screen.queryByRole('dialog', { name: 'Back', hidden: true })).not.toBeInTheDocument();
    });
  });

  describe('resetDrag', () => {
    it('moves the dialog back to the centre, with an optional offset', async () => {
      const user = userEvent.setup();
      render(<DialogHost />);
      const ref = openNow(() => api().open(<p>Body</p>, { id: 'drag', heading: 'Drag me', draggable: true }));
      const dialog = screen.getByRole('dialog', { name: 'Drag me' });
      screen.getByRole('button', { name: 'Move dialog' }).focus();
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(translateOf(dialog)).toEqual({ x: 10, y: 10 });
      act(() => ref.resetDrag());
      expect(translateOf(dialog)).toEqual({ x: 0, y: 0 });
      act(() => ref.resetDrag({ x: -40, y: 15 }));
      expect(translateOf(dialog)).toEqual({ x: -40, y: 15 });
    });
  });

  describe('hosts', () => {
    it('renders each dialog once when two hosts are mounted, and the next takes over', () => {
      const { rerender } = render(
        <>
          <DialogHost key="a" />
          <DialogHost key="b" />
        </>,
      );
      openNow(() => api().open(<p>Only once</p>, { id: 'once', heading: 'Once' }));
      expect(screen.getAllByText('Only once')).toHaveLength(1);
      rerender(<DialogHost key="b" />);
      expect(screen.getByRole('dialog', { name: 'Once' })).toBeInTheDocument();
    });

    it('returns the same open and closeAll on every render', () => {
      expect(api().open).toBe(api().open);
      expect(api().closeAll).toBe(api().closeAll);
    });
  });
});
