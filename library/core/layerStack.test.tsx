import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOverlayLayer, type OverlayLayer } from './layerStack.ts';

function Layer({ name, open = true, ...layer }: OverlayLayer & { name: string; open?: boolean }) {
  useOverlayLayer(open, layer);
  return <div data-testid={name}>{name}</div>;
}

/** A layer whose area is its own box (with a button inside), as an overlay's panel is. */
function Panel({ name, open = true, ...layer }: OverlayLayer & { name: string; open?: boolean }) {
  useOverlayLayer(open, { isInside: (node) => !!document.getElementById(name)?.contains(node), ...layer });
  return (
    <div id={name}>
      <button type="button">{name} button</button>
    </div>
  );
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

  it('takes a press inside a layer opened after it (nested in it) as inside, but not one on the page', async () => {
    const user = userEvent.setup();
    const dialog = vi.fn();
    render(
      <>
        <button type="button">page</button>
        <Panel name="dialog" onOutsidePress={dialog} />
        {/* A tooltip opened from the dialog: it hears no presses, yet a press on it is not outside the dialog. */}
        <Panel name="tooltip" onEscape={() => {}} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'tooltip button' }));
    expect(dialog).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'page' }));
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('answers one outside press with the topmost layer only: the list closes, the dialog around it stays', async () => {
    const user = userEvent.setup();
    const dialog = vi.fn();
    const list = vi.fn();
    render(
      <>
        <button type="button">page</button>
        <Panel name="dialog" onOutsidePress={dialog} />
        <Panel name="list" onOutsidePress={list} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'page' }));
    expect(list).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveBeenCalled();
  });

  it('tells a layer whether it is the topmost of its group, and of all layers without one', async () => {
    const user = userEvent.setup();
    const lower = vi.fn();
    const upper = vi.fn();
    const alone = vi.fn();
    const { rerender } = render(
      <>
        <Layer name="lower" group="dialog" onOutsidePress={lower} />
        <Layer name="upper" group="dialog" />
      </>,
    );
    await user.click(document.body);
    expect(lower).toHaveBeenCalledWith(expect.any(PointerEvent), { topmost: false });
    rerender(<Layer name="alone" onOutsidePress={alone} />);
    await user.click(document.body);
    expect(alone).toHaveBeenCalledWith(expect.any(PointerEvent), { topmost: true });
    expect(upper).not.toHaveBeenCalled();
  });

  it('gives an Escape to every layer of a group, topmost first, each told whether it is the topmost; others below stay', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    const hear =
      (name: string) =>
      (_event: KeyboardEvent, { topmost }: { topmost: boolean }) =>
        heard.push(`${name}:${topmost}`);
    render(
      <>
        <Layer name="first dialog" group="dialog" onEscape={hear('first')} />
        <Layer name="drawer" onEscape={hear('drawer')} />
        <Layer name="second dialog" group="dialog" onEscape={hear('second')} />
        {/* A dialog that does not close by Escape: it hears nothing, but is the topmost of the group. */}
        <Layer name="third dialog" group="dialog" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(heard).toEqual(['second:false', 'first:false']);
  });

  it('tells each layer that focus left for another element, by the focus event’s relatedTarget', async () => {
    const user = userEvent.setup();
    const menu = vi.fn();
    const list = vi.fn();
    render(
      <>
        <button type="button">page</button>
        <Panel name="menu" onFocusOutside={menu} />
        {/* A list opened from the menu: focus moving into it has not left the menu. */}
        <Panel name="list" onFocusOutside={list} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'menu button' }));
    await user.click(screen.getByRole('button', { name: 'list button' }));
    expect(menu).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
    // From the list to the page: focus left both, and both hear it.
    screen.getByRole('button', { name: 'page' }).focus();
    expect(list).toHaveBeenCalledTimes(1);
    expect(menu).toHaveBeenCalledTimes(1);
    expect(menu.mock.calls[0][0].relatedTarget).toBe(screen.getByRole('button', { name: 'page' }));
  });

  it('does not take focus lost to nothing (the page, another window) for focus that left', async () => {
    const user = userEvent.setup();
    const onFocusOutside = vi.fn();
    render(<Panel name="menu" onFocusOutside={onFocusOutside} />);
    await user.click(screen.getByRole('button', { name: 'menu button' }));
    screen.getByRole('button', { name: 'menu button' }).blur();
    expect(onFocusOutside).not.toHaveBeenCalled();
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
