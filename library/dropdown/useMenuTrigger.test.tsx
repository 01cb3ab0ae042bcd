import { createRef, type MouseEvent, type Ref } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { mergeProps } from '../core/index.ts';
import { useDropdownState } from './useDropdownState.ts';
import { useMenuTrigger } from './useMenuTrigger.ts';
import { item, renderWithUser } from './testing.ts';

interface HarnessProps {
  hoverEnabled?: boolean;
  disabled?: boolean;
  triggerRef?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent) => void;
}

/** A trigger wired by the hook, and a bare menu of two items while it is mounted. */
function Harness({ hoverEnabled = false, disabled = false, triggerRef, onClick }: HarnessProps) {
  const state = useDropdownState({ defaultOpen: false });
  const { mounted, setMenu } = state;
  const { triggerProps } = useMenuTrigger({ state, triggerId: 'actions', menuId: 'actions-menu', hoverEnabled, ref: triggerRef });
  return (
    <>
      <button type="button" disabled={disabled} {...mergeProps({ onClick }, triggerProps)}>
        Actions
      </button>
      {mounted && (
        <div ref={setMenu} id="actions-menu" role="menu" aria-labelledby="actions" tabIndex={-1}>
          <div role="menuitem" tabIndex={-1}>
            Edit
          </div>
          <div role="menuitem" tabIndex={-1}>
            Delete
          </div>
        </div>
      )}
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const queryMenu = () => screen.queryByRole('menu', { name: 'Actions' });
const setup = (props: HarnessProps = {}) => renderWithUser(<Harness {...props} />);

describe('useMenuTrigger', () => {
  it('marks the trigger as a menu button that controls the menu while it is open', async () => {
    const user = setup();
    expect(trigger()).toHaveAttribute('id', 'actions');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', 'actions-menu');
    expect(trigger()).toHaveAttribute('data-state', 'open');
  });

  it('a click toggles the menu, focusing the menu itself', async () => {
    const user = setup();
    await user.click(trigger());
    expect(queryMenu()).toHaveFocus();
    await user.click(trigger());
    expect(queryMenu()).toBeNull();
  });

  it('Enter and Space open the menu on its first item; Down and Up Arrow on its first and its last', async () => {
    const user = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(item('Edit')).toHaveFocus();
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.click(trigger());
    expect(queryMenu()).toBeNull();
    trigger().focus();
    await user.keyboard(' ');
    expect(item('Edit')).toHaveFocus();
  });

  it('with hoverEnabled, the pointer opens the menu without taking focus, and closes it on leaving for anything but the menu', async () => {
    const user = setup({ hoverEnabled: true });
    await user.hover(trigger());
    expect(queryMenu()).not.toBeNull();
    expect(document.body).toHaveFocus();
    // user-event leaves relatedTarget empty; a browser names the element the pointer moves onto.
    fireEvent.pointerOut(trigger(), { relatedTarget: item('Edit') });
    expect(queryMenu()).not.toBeNull();
    await user.unhover(trigger());
    expect(queryMenu()).toBeNull();
  });

  it('a click on a menu hover opened keeps it open once the pointer leaves', async () => {
    const user = setup({ hoverEnabled: true });
    await user.hover(trigger());
    await user.click(trigger());
    await user.unhover(trigger());
    expect(queryMenu()).not.toBeNull();
  });

  it('does not open on hover by default', async () => {
    const user = setup();
    await user.hover(trigger());
    expect(queryMenu()).toBeNull();
  });

  it('does not take a finger touching the trigger for hover', async () => {
    const user = setup({ hoverEnabled: true });
    await user.pointer({ keys: '[TouchA>]', target: trigger() });
    expect(queryMenu()).toBeNull();
  });

  it('a disabled trigger does not open on hover', async () => {
    const user = setup({ hoverEnabled: true, disabled: true });
    await user.hover(trigger());
    expect(queryMenu()).toBeNull();
  });

  it("a handler before it that prevents the click's default keeps the menu closed", async () => {
    const user = setup({ onClick: (event) => event.preventDefault() });
    await user.click(trigger());
    expect(queryMenu()).toBeNull();
  });

  it("gives the trigger's own ref the element", () => {
    const ref = createRef<HTMLElement>();
    setup({ triggerRef: ref });
    expect(ref.current).toBe(trigger());
  });
});
