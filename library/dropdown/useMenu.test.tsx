import { createRef, type Ref } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DropdownContext } from './context.ts';
import { DropdownItem } from './DropdownItem.tsx';
import { useDropdownState } from './useDropdownState.ts';
import { useMenu } from './useMenu.ts';
import { expectFocusAfter, item, renderWithUser } from './testing.ts';

interface HarnessProps {
  open?: boolean;
  defaultOpen?: boolean;
  hoverEnabled?: boolean;
  label?: string;
  menuRef?: Ref<HTMLElement>;
  onOpenChange?: (open: boolean) => void;
  onDelete?: () => void;
  /** Notes each key that leaves the menu, and whether its default was prevented. */
  onKeyAfter?: (key: string, prevented: boolean) => void;
}

/** A field, a button that opens the menu as hover would, the trigger, a link after it, and at the end of the page (as in a portal) the menu. */
function Harness({
  open,
  defaultOpen = true,
  hoverEnabled = false,
  label,
  menuRef,
  onOpenChange,
  onDelete,
  onKeyAfter,
}: HarnessProps) {
  const state = useDropdownState({ open, defaultOpen, onOpenChange });
  const { mounted, setTrigger } = state;
  const { menuProps, context } = useMenu({
    state,
    menuId: 'menu',
    triggerId: 'trigger',
    hoverEnabled,
    'aria-label': label,
    ref: menuRef,
  });
  return (
    <>
      <input aria-label="Before" />
      <button type="button" onClick={() => state.show('hover', null)}>
        Open by hover
      </button>
      <button type="button" id="trigger" ref={setTrigger}>
        Actions
      </button>
      <a href="#after">After</a>
      <div onKeyDown={(event) => onKeyAfter?.(event.key, event.defaultPrevented)}>
        {mounted && (
          <DropdownContext value={context}>
            <div {...menuProps}>
              <DropdownItem>Edit</DropdownItem>
              <DropdownItem disabled>Archive</DropdownItem>
              <DropdownItem textValue="Share">↗ Share link</DropdownItem>
              <DropdownItem>Duplicate</DropdownItem>
              <DropdownItem onSelect={onDelete}>Delete</DropdownItem>
            </div>
          </DropdownContext>
        )}
      </div>
    </>
  );
}

const menu = () => screen.getByRole('menu');
const queryMenu = () => screen.queryByRole('menu');
const setup = (props: HarnessProps = {}) => renderWithUser(<Harness {...props} />);

describe('useMenu', () => {
  it('is a menu named by its trigger, or by its own label, out of the tab order', () => {
    setup({ hoverEnabled: true });
    expect(screen.getByRole('menu', { name: 'Actions' })).toHaveAttribute('id', 'menu');
    expect(menu()).toHaveAttribute('tabindex', '-1');
    expect(menu()).toHaveAttribute('data-state', 'open');
    expect(menu()).toHaveAttribute('data-hover-enabled', '');
  });

  it('takes its own label over the trigger', () => {
    setup({ label: 'Row actions' });
    expect(screen.getByRole('menu', { name: 'Row actions' })).not.toHaveAttribute('aria-labelledby');
  });

  it.each<[name: string, steps: [keys: string, focused: string][]]>([
    [
      'the arrows move focus through the enabled items and wrap at both ends',
      [
        ['{ArrowDown}', 'Edit'],
        ['{ArrowDown}', '↗ Share link'],
        ['{ArrowUp}{ArrowUp}', 'Delete'],
        ['{ArrowDown}', 'Edit'],
      ],
    ],
    [
      'Home and Page Up go to the first item, End and Page Down to the last',
      [
        ['{End}', 'Delete'],
        ['{Home}', 'Edit'],
        ['{PageDown}', 'Delete'],
        ['{PageUp}', 'Edit'],
      ],
    ],
    ["type-ahead matches an item's textValue, or else its text", [['s', '↗ Share link']]],
    [
      'a letter typed again moves on to the next item starting with it',
      [
        ['d', 'Duplicate'],
        ['d', 'Delete'],
      ],
    ],
  ])('%s', async (_name, steps) => {
    const user = setup();
    menu().focus();
    await expectFocusAfter(user, steps);
  });

  it('type-ahead skips disabled items', async () => {
    const user = setup();
    menu().focus();
    await user.keyboard('a');
    expect(menu()).toHaveFocus();
  });

  it('Tab closes the menu and moves focus on to what follows the trigger, asking to close once', async () => {
    const onOpenChange = vi.fn();
    const user = setup({ onOpenChange });
    item('Edit').focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(queryMenu()).toBeNull();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('Tab out of a menu kept open by its parent asks to close once, though the focus it moves blurs the menu', async () => {
    const onOpenChange = vi.fn();
    const user = setup({ open: true, onOpenChange });
    item('Edit').focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(menu()).toHaveAttribute('data-state', 'open');
  });

  it('Shift + Tab closes the menu and moves focus back to the trigger', async () => {
    const user = setup();
    item('Edit').focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    expect(queryMenu()).toBeNull();
  });

  it('closes when focus moves to something else on the page, but not to the trigger', async () => {
    const user = setup();
    item('Edit').focus();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(queryMenu()).not.toBeNull();
    item('Edit').focus();
    await user.click(screen.getByRole('textbox', { name: 'Before' }));
    expect(queryMenu()).toBeNull();
  });

  it('Space on the menu itself is taken and does nothing', async () => {
    const onKeyAfter = vi.fn();
    const user = setup({ onKeyAfter });
    menu().focus();
    await user.keyboard(' ');
    expect(onKeyAfter).toHaveBeenLastCalledWith(' ', true);
    expect(menu()).toHaveFocus();
  });

  it('choosing an item closes the menu and gives focus back to the trigger', async () => {
    const onDelete = vi.fn();
    const user = setup({ onDelete });
    item('Delete').focus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(queryMenu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('the pointer on a disabled item gives focus to the menu itself', async () => {
    const user = setup();
    await user.hover(item('Edit'));
    expect(item('Edit')).toHaveFocus();
    await user.hover(item('Archive'));
    expect(menu()).toHaveFocus();
  });

  it('a menu hover opened closes when the pointer leaves it for anything but the trigger', async () => {
    const user = setup({ defaultOpen: false });
    await user.click(screen.getByRole('button', { name: 'Open by hover' }));
    const list = menu();
    // user-event leaves relatedTarget empty; a browser names the element the pointer moves onto.
    fireEvent.pointerOut(list, { relatedTarget: screen.getByRole('button', { name: 'Actions' }) });
    expect(queryMenu()).toBe(list);
    fireEvent.pointerOut(list, { relatedTarget: document.body });
    expect(queryMenu()).toBeNull();
  });

  it("gives the consumer's ref the menu", () => {
    const ref = createRef<HTMLElement>();
    setup({ menuRef: ref });
    expect(ref.current).toBe(menu());
  });
});
