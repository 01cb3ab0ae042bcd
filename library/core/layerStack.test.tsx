import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOverlayLayer, type OverlayLayer } from './layerStack.ts';

function Layer({ name, open = true, ...layer }: OverlayLayer & { name: string; open?: boolean }) {
  useOverlayLayer(open, layer);
  return <div data-testid={name}>{name}</div>;
}

describe('useOverlayLayer', () => {
  it('gives Escape only to the topmost layer that listens for it', async () => {
    const user = userEvent.setup();
    const below = vi.fn();
    const above = vi.fn();
    const { rerender } = render(
      <>
        <Layer name="drawer" onEscape={below} />
        <Layer name="tooltip" onEscape={above} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();

    rerender(
      <>
        <Layer name="drawer" onEscape={below} />
        <Layer name="tooltip" onEscape={above} open={false} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(below).toHaveBeenCalledTimes(1);
    expect(above).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape that something inside already handled', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(
      <>
        <Layer name="dialog" onEscape={onEscape} />
        <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </>,
    );
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('gives an outside press to the topmost layer listening for one, and none for a press inside it', async () => {
    const user = userEvent.setup();
    const menu = vi.fn();
    const dialog = vi.fn();
    render(
      <>
        <button>page</button>
        <Layer name="dialog" onOutsidePress={dialog} isInside={(node) => screen.getByTestId('dialog').contains(node)} />
        <Layer name="menu" onOutsidePress={menu} isInside={(node) => screen.getByTestId('menu').contains(node)} />
        <Layer name="tooltip" onEscape={() => {}} />
      </>,
    );
    await user.click(screen.getByTestId('menu'));
    expect(menu).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog'));
    expect(menu).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveBeenCalled();
  });

  it('stops listening once the last layer closes', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    function Toggle() {
      const [open, setOpen] = useState(true);
      useOverlayLayer(open, { onEscape });
      return <button onClick={() => setOpen(false)}>close</button>;
    }
    render(<Toggle />);
    await user.click(screen.getByRole('button'));
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });
});
