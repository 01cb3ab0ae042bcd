import { act } from 'react';
import { screen } from '@testing-library/react';
import { useDropdownState, type UseDropdownStateOptions } from './useDropdownState.ts';
import { item, renderWithUser } from './testing.ts';

type HarnessProps = Partial<UseDropdownStateOptions> & {
  /** Told, on a press of "Check how it opened", whether hover opened the menu. */
  onCheck?: (byHover: boolean) => void;
};

/** A trigger, buttons that ask the state to open or close, and the menu while it is mounted, with buttons of its own. */
function Harness({ onCheck, ...props }: HarnessProps) {
  const state = useDropdownState({ defaultOpen: false, ...props });
  const { open, mounted, setTrigger, setMenu } = state;
  return (
    <>
      <button type="button" ref={setTrigger}>
        Actions
      </button>
      <button type="button" onClick={() => state.show('press', 'first')}>
        Open on the first
      </button>
      <button type="button" onClick={() => state.show('press', 'last')}>
        Open on the last
      </button>
      <button type="button" onClick={() => state.show('press', 'menu')}>
        Open on the menu
      </button>
      <button type="button" onClick={() => state.show('hover', null)}>
        Open by hover
      </button>
      <button type="button" onClick={() => state.hide(false)}>
        Close
      </button>
      <p>Elsewhere</p>
      {mounted && (
        <div ref={setMenu} role="menu" aria-label="Actions" tabIndex={-1} data-state={open ? 'open' : 'closed'}>
          <button type="button" onClick={() => state.show('press', 'last')}>
            Go to the last
          </button>
          <button type="button" onClick={() => state.pin()}>
            Pin
          </button>
          <button type="button" onClick={() => onCheck?.(state.openedByHover())}>
            Check how it opened
          </button>
          <div role="menuitem" tabIndex={-1} aria-disabled="true">
            Archive
          </div>
          <div role="menuitem" tabIndex={-1}>
            Edit
          </div>
          <div role="menuitem" tabIndex={-1} onClick={() => state.hide(true)}>
            Delete
          </div>
        </div>
      )}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const queryMenu = () => screen.queryByRole('menu', { name: 'Actions' });
const setup = (props: HarnessProps = {}) => renderWithUser(<Harness {...props} />);

describe('useDropdownState', () => {
  it('opens on a press with focus on the first enabled item once the menu is on the page, and reports it', async () => {
    const onOpenChange = vi.fn();
    const user = setup({ onOpenChange });
    expect(queryMenu()).toBeNull();
    await user.click(button('Open on the first'));
    expect(queryMenu()).toHaveAttribute('data-state', 'open');
    expect(item('Edit')).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('opens with focus on the last item, on the menu itself, or (by hover) where it was', async () => {
    const user = setup();
    await user.click(button('Open on the last'));
    expect(item('Delete')).toHaveFocus();
    await user.click(button('Close'));
    await user.click(button('Open on the menu'));
    expect(queryMenu()).toHaveFocus();
    await user.click(button('Close'));
    await user.click(button('Open by hover'));
    expect(queryMenu()).not.toBeNull();
    expect(button('Open by hover')).toHaveFocus();
  });

  it('moves focus inside a menu that is open already', async () => {
    const onOpenChange = vi.fn();
    const user = setup({ onOpenChange });
    await user.click(button('Open by hover'));
    await user.click(button('Go to the last'));
    expect(item('Delete')).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('knows whether hover opened it, until a press does or it is pinned', async () => {
    const onCheck = vi.fn();
    const user = setup({ onCheck });
    await user.click(button('Open by hover'));
    await user.click(button('Check how it opened'));
    expect(onCheck).toHaveBeenLastCalledWith(true);
    await user.click(button('Pin'));
    await user.click(button('Check how it opened'));
    expect(onCheck).toHaveBeenLastCalledWith(false);
    await user.click(button('Open by hover'));
    await user.click(button('Go to the last'));
    await user.click(button('Check how it opened'));
    expect(onCheck).toHaveBeenLastCalledWith(false);
  });

  it('closing from inside gives focus back to the trigger; closing from outside leaves it', async () => {
    const user = setup();
    await user.click(button('Open on the first'));
    await user.click(item('Delete'));
    expect(queryMenu()).toBeNull();
    expect(button('Actions')).toHaveFocus();

    await user.click(button('Open on the first'));
    await user.click(button('Close'));
    expect(queryMenu()).toBeNull();
    expect(button('Close')).toHaveFocus();
  });

  it('Escape closes it and gives focus back to the trigger; a press outside closes it; a press on the trigger does not', async () => {
    const user = setup();
    await user.click(button('Open on the first'));
    await user.keyboard('{Escape}');
    expect(queryMenu()).toBeNull();
    expect(button('Actions')).toHaveFocus();

    await user.click(button('Open on the first'));
    await user.click(button('Actions'));
    expect(queryMenu()).not.toBeNull();
    await user.click(screen.getByText('Elsewhere'));
    expect(queryMenu()).toBeNull();
  });

  it('follows open when controlled, and only asks to change it', async () => {
    const onOpenChange = vi.fn();
    const user = setup({ open: true, onOpenChange });
    await act(async () => {});
    expect(queryMenu()).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(queryMenu()).toHaveAttribute('data-state', 'open');
  });
});
