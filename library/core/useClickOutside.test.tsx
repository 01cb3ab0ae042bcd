import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useClickOutside } from './useClickOutside';

function Popup({ onOutside, enabled = true }: { onOutside: (event: PointerEvent) => void; enabled?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useClickOutside([panel, trigger], onOutside, enabled);
  return (
    <>
      <button type="button" ref={trigger}>
        Trigger
      </button>
      <div role="dialog" aria-label="Panel" ref={panel}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useClickOutside', () => {
  it('calls the handler on a press outside every ref, with the pointer event', async () => {
    const onOutside = vi.fn();
    const user = userEvent.setup();
    render(<Popup onOutside={onOutside} />);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
    expect(onOutside.mock.calls[0][0]).toBeInstanceOf(Event);
    expect(onOutside.mock.calls[0][0].type).toBe('pointerdown');
    await user.click(document.body);
    expect(onOutside).toHaveBeenCalledTimes(2);
  });

  it('ignores presses inside any of the refs, including their descendants', async () => {
    const onOutside = vi.fn();
    const user = userEvent.setup();
    render(<Popup onOutside={onOutside} />);
    await user.click(screen.getByRole('dialog', { name: 'Panel' }));
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('reacts to the press, not the release: a drag from inside to outside does not count', async () => {
    const onOutside = vi.fn();
    const user = userEvent.setup();
    render(<Popup onOutside={onOutside} />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Inside' }) },
      { target: screen.getByRole('button', { name: 'Outside' }) },
      { keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Outside' }) },
    ]);
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('does nothing while disabled, and listens again when enabled', async () => {
    const onOutside = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Popup onOutside={onOutside} enabled={false} />);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).not.toHaveBeenCalled();
    rerender(<Popup onOutside={onOutside} enabled />);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('always calls the latest handler', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Popup onOutside={first} />);
    rerender(<Popup onOutside={second} />);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops listening on unmount', async () => {
    const onOutside = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<Popup onOutside={onOutside} />);
    unmount();
    await user.click(document.body);
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('closes a popup in a real use', async () => {
    function Menu() {
      const [open, setOpen] = useState(true);
      const ref = useRef<HTMLUListElement>(null);
      useClickOutside([ref], () => setOpen(false), open);
      return (
        <>
          {open && (
            <ul ref={ref} aria-label="Menu">
              <li>Item</li>
            </ul>
          )}
          <p>Elsewhere</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByText('Item'));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('list', { name: 'Menu' })).toBeNull();
  });
});
