import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusKeptOnSwap } from './useFocusKeptOnSwap';

/** A slot whose link is swapped for a button, as Sandpack does once it has packed the files. */
function Slot() {
  const slot = useFocusKeptOnSwap<HTMLDivElement>();
  const [swapped, setSwapped] = useState(false);
  return (
    <>
      <div ref={slot}>{swapped ? <button type="button">Open</button> : <a href="#open">Open</a>}</div>
      <button type="button" onClick={() => setSwapped(true)}>
        Swap
      </button>
    </>
  );
}

/** Swaps the slot's control by a click that does not move focus (as a timer would). */
async function swap() {
  fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
  await act(async () => {});
}

describe('useFocusKeptOnSwap', () => {
  it('gives the new control focus when the focused one is removed, though the browser said focus went nowhere', async () => {
    render(<Slot />);
    const link = screen.getByRole('link', { name: 'Open' });
    link.focus();
    // Chromium fires focusout, with no new focus, as it removes the focused element.
    fireEvent.focusOut(link, { relatedTarget: null });
    await swap();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('leaves focus alone when the person had let it go before the swap', async () => {
    render(<Slot />);
    const link = screen.getByRole('link', { name: 'Open' });
    link.focus();
    link.blur();
    fireEvent.focusOut(link, { relatedTarget: null });
    await act(async () => {});
    await swap();
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
