import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusReturn } from './useFocusReturn.ts';

function Overlay() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useFocusReturn(open, panel);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button>Elsewhere</button>
      {open && (
        <div ref={setPanel}>
          <button autoFocus onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
      <button onClick={() => setOpen(false)}>Outside close</button>
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the opener when the overlay closes with focus inside', async () => {
    const user = userEvent.setup();
    render(<Overlay />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('leaves focus where the person put it outside the overlay', async () => {
    const user = userEvent.setup();
    render(<Overlay />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Outside close' }));
    expect(screen.getByRole('button', { name: 'Outside close' })).toHaveFocus();
  });
});
