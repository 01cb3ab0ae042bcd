import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';
import { useOverlayLayer } from '../core/index.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { dialogAnimation } from './testing.ts';

beforeAll(giveElementsClientRects);

beforeEach(() => {
  mockCssAnimation(dialogAnimation);
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Close = DialogProps['enableClose'];

/** A page that opens Lower, from which Lower opens Upper; each dialog follows its own state. */
function Stack({ lower, upper }: { lower?: Close; upper?: Close }) {
  const [lowerOpen, setLowerOpen] = useState(false);
  const [upperOpen, setUpperOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLowerOpen(true)}>
        Open lower
      </button>
      <Dialog heading="Lower" enableClose={lower} open={lowerOpen} onOpenChange={setLowerOpen}>
        <button type="button" onClick={() => setUpperOpen(true)}>
          Open upper
        </button>
      </Dialog>
      <Dialog heading="Upper" enableClose={upper} open={upperOpen} onOpenChange={setUpperOpen}>
        <button type="button">Upper action</button>
      </Dialog>
    </>
  );
}

async function openBoth(props: { lower?: Close; upper?: Close } = {}) {
  const user = userEvent.setup();
  render(<Stack {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open lower' }));
  await user.click(screen.getByRole('button', { name: 'Open upper' }));
  expect(screen.getByRole('button', { name: 'Upper action' })).toHaveFocus();
  return user;
}

const stateOf = (name: string) => screen.queryByRole('dialog', { name, hidden: true })?.getAttribute('data-state') ?? 'gone';

describe('Escape with dialogs over dialogs', () => {
  it('closes every open dialog by default, and focus goes back where it was before the first opened', async () => {
    const user = await openBoth();
    await user.keyboard('{Escape}');
    expect(stateOf('Upper')).not.toBe('open');
    expect(stateOf('Lower')).not.toBe('open');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open lower' })).toHaveFocus();
  });

  it("with 'onlyLastStrategy', closes only the topmost; the next Escape closes the one below", async () => {
    const user = await openBoth({ lower: 'onlyLastStrategy', upper: 'onlyLastStrategy' });
    await user.keyboard('{Escape}');
    expect(stateOf('Upper')).not.toBe('open');
    expect(stateOf('Lower')).toBe('open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open upper' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(stateOf('Lower')).not.toBe('open');
  });

  it("each dialog follows its own rule: 'onlyLastStrategy' below stays, true below closes", async () => {
    let user = await openBoth({ lower: 'onlyLastStrategy', upper: true });
    await user.keyboard('{Escape}');
    expect(stateOf('Upper')).not.toBe('open');
    expect(stateOf('Lower')).toBe('open');
    cleanup();

    user = await openBoth({ lower: true, upper: 'onlyLastStrategy' });
    await user.keyboard('{Escape}');
    expect(stateOf('Upper')).not.toBe('open');
    expect(stateOf('Lower')).not.toBe('open');
  });

  it('leaves a dialog that does not close by Escape open while the others close', async () => {
    const user = await openBoth({ lower: true, upper: { escape: false } });
    await user.keyboard('{Escape}');
    expect(stateOf('Upper')).toBe('open');
    expect(stateOf('Lower')).not.toBe('open');
  });

  it('goes only to an overlay above the dialogs that takes Escape, such as an open list', async () => {
    const onEscape = vi.fn();
    function List() {
      useOverlayLayer(true, { onEscape });
      return <p>An open list</p>;
    }
    const user = await openBoth();
    const { unmount } = render(<List />);
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(stateOf('Upper')).toBe('open');
    expect(stateOf('Lower')).toBe('open');
    unmount();
  });
});

describe('a list or menu open above a dialog', () => {
  function List({ onOutsidePress }: { onOutsidePress: () => void }) {
    useOverlayLayer(true, { onOutsidePress, isInside: (node) => !!(node as Element).closest?.('.list') });
    return <p className="list">An open list</p>;
  }

  /** An open, controlled dialog with the list open above it. */
  function renderUnderList(dialog: Partial<DialogProps>, onOutsidePress = () => {}) {
    render(
      <>
        <Dialog open heading="Settings" {...dialog}>
          Body
        </Dialog>
        <List onOutsidePress={onOutsidePress} />
      </>,
    );
  }

  it('takes a press on the backdrop: the list closes, the dialog stays', async () => {
    const user = userEvent.setup();
    const onList = vi.fn();
    const onOpenChange = vi.fn();
    const onBackdropClick = vi.fn();
    renderUnderList({ onOpenChange, onBackdropClick }, onList);
    const backdrop = document.querySelector<HTMLElement>('.aq-dialog__backdrop')!;
    await user.click(backdrop);
    expect(onList).toHaveBeenCalledTimes(1);
    expect(onBackdropClick).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a press inside that list is not outside the dialog (without a backdrop, a press on the page would close it)', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUnderList({ backdrop: false, onOpenChange });
    await user.click(screen.getByText('An open list'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
