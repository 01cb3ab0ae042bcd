import path from 'node:path';
import { act, createRef, useState, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { compile } from 'sass';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { Dropdown, type DropdownProps } from './Dropdown.tsx';
import { DropdownItem } from './DropdownItem.tsx';
import { DropdownSeparator } from './DropdownSeparator.tsx';
import { DROPDOWN_DEFAULT_PLACEMENT, DROPDOWN_PLACEMENTS } from './constants.ts';
import { expectFocusAfter, item } from './testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// Floating UI measures asynchronously; let it settle so its state updates land inside act.
const settle = () => act(async () => {});

// jsdom has no AnimationEvent, so the event is built by hand.
function animationEnd(element: Element, animationName: string) {
  const event = Object.assign(new Event('animationend', { bubbles: true }), { animationName });
  act(() => {
    element.dispatchEvent(event);
  });
}

const onSelects = { edit: vi.fn(), duplicate: vi.fn(), archive: vi.fn(), delete: vi.fn() };

/** A menu of five items, the third of them disabled, between a field before and a link after it. */
function Menu(props: Partial<DropdownProps>) {
  return (
    <>
      <input aria-label="Before" />
      <Dropdown trigger={<button type="button">Actions</button>} {...props}>
        <DropdownItem onSelect={onSelects.edit}>Edit</DropdownItem>
        <DropdownItem onSelect={onSelects.duplicate}>Duplicate</DropdownItem>
        <DropdownItem disabled onSelect={onSelects.archive}>
          Archive
        </DropdownItem>
        <DropdownItem>Download</DropdownItem>
        <DropdownSeparator />
        <DropdownItem danger onSelect={onSelects.delete}>
          Delete
        </DropdownItem>
      </Dropdown>
      <a href="#after">After</a>
    </>
  );
}

function setup(ui: ReactElement = <Menu />) {
  Object.values(onSelects).forEach((mock) => mock.mockClear());
  const user = userEvent.setup();
  const view = render(ui);
  return { user, ...view };
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const menu = () => screen.getByRole('menu');
const queryMenu = () => screen.queryByRole('menu');

/** Focuses the trigger with the keyboard and opens the menu with `key`. */
async function openWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.tab();
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard(key);
  await settle();
}

describe('Dropdown', () => {
  itConforms(Dropdown, {
    props: { trigger: <button type="button">Actions</button>, defaultOpen: true, children: <DropdownItem>Edit</DropdownItem> },
    element: 'div',
    find: () => document.querySelector('[role="menu"]'),
  });

  describe('DropdownItem', () => {
    itConforms(DropdownItem, {
      props: { children: 'Edit' },
      element: 'div',
      find: () => document.querySelector('[role="menuitem"]'),
      wrap: (node) => (
        <Dropdown trigger={<button type="button">Actions</button>} defaultOpen>
          {node}
        </Dropdown>
      ),
    });
  });

  describe('DropdownSeparator', () => {
    itConforms(DropdownSeparator, {
      props: {},
      element: 'div',
      find: () => document.querySelector('[role="separator"]'),
    });
  });

  it('starts closed, with the trigger marked as a menu button', () => {
    setup();
    expect(queryMenu()).toBeNull();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
  });

  it('a click on the trigger opens the menu, labelled by the trigger and controlled by it, in a portal', async () => {
    const { user, container } = setup();
    await user.click(trigger());
    await settle();
    expect(menu()).toHaveAccessibleName('Actions');
    expect(menu().id).not.toBe('');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu().id);
    expect(trigger()).toHaveAttribute('data-state', 'open');
    expect(menu()).toHaveAttribute('data-state', 'open');
    expect(container.contains(menu())).toBe(false);
    expect(menu().parentElement).toBe(document.body);
    // Opened by pointer: the menu holds focus, so the arrow keys work at once.
    expect(menu()).toHaveFocus();
    expect(screen.getAllByRole('menuitem')).toHaveLength(5);
  });

  it('a second click on the trigger closes the menu', async () => {
    const { user } = setup();
    await user.click(trigger());
    await settle();
    await user.click(trigger());
    expect(queryMenu()).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside closes the menu; a click inside it does not', async () => {
    const { user } = setup();
    await user.click(trigger());
    await settle();
    await user.click(screen.getByRole('separator'));
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Before' }));
    expect(queryMenu()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Before' })).toHaveFocus();
  });

  it('opens below on the left by default, and where placement says otherwise', async () => {
    const { user, rerender } = setup();
    await user.click(trigger());
    await settle();
    expect(menu()).toHaveAttribute('data-placement', 'bottomLeft');
    expect(DROPDOWN_DEFAULT_PLACEMENT).toBe('bottomLeft');
    for (const placement of DROPDOWN_PLACEMENTS) {
      rerender(<Menu placement={placement} />);
      await settle();
      expect(menu()).toHaveAttribute('data-placement', placement);
    }
  });

  describe('hover', () => {
    it('states hoverEnabled on the menu as data-hover-enabled', async () => {
      const { rerender } = setup(<Menu defaultOpen />);
      await settle();
      expect(menu()).not.toHaveAttribute('data-hover-enabled');
      rerender(<Menu defaultOpen hoverEnabled />);
      expect(menu()).toHaveAttribute('data-hover-enabled', '');
    });

    it('does not open on hover by default', async () => {
      const { user } = setup();
      await user.hover(trigger());
      await settle();
      expect(queryMenu()).toBeNull();
    });

    it('with hoverEnabled, opens when the pointer enters the trigger without taking focus, and closes when it leaves', async () => {
      const { user } = setup(<Menu hoverEnabled />);
      await user.hover(trigger());
      await settle();
      expect(menu()).toHaveAttribute('data-state', 'open');
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(document.body).toHaveFocus();
      await user.unhover(trigger());
      expect(queryMenu()).toBeNull();
    });

    it('stays open while the pointer moves between the trigger and the menu, and closes when it leaves both', async () => {
      const { user } = setup(<Menu hoverEnabled />);
      await user.hover(trigger());
      await settle();
      const list = menu();
      // user-event leaves relatedTarget empty; a browser names the element the pointer moves onto.
      fireEvent.pointerOut(trigger(), { relatedTarget: list });
      expect(menu()).toBe(list);
      fireEvent.pointerOut(list, { relatedTarget: trigger() });
      expect(menu()).toBe(list);
      fireEvent.pointerOut(trigger(), { relatedTarget: list });
      fireEvent.pointerOut(list, { relatedTarget: document.body });
      expect(queryMenu()).toBeNull();
    });

    it('a click while the menu is open by hover keeps it open after the pointer leaves', async () => {
      const { user } = setup(<Menu hoverEnabled />);
      await user.hover(trigger());
      await settle();
      await user.click(trigger());
      await user.unhover(trigger());
      expect(menu()).toHaveAttribute('data-state', 'open');
      await user.click(trigger());
      expect(queryMenu()).toBeNull();
    });

    it('does not treat a touch as hover: a tap toggles as a click does', async () => {
      const { user } = setup(<Menu hoverEnabled />);
      await user.pointer({ keys: '[TouchA]', target: trigger() });
      await settle();
      expect(menu()).toHaveAttribute('data-state', 'open');
      // The finger lifting off is no pointer leaving for the hover.
      fireEvent.pointerOut(trigger(), { relatedTarget: document.body, pointerType: 'touch' });
      expect(menu()).toHaveAttribute('data-state', 'open');
    });

    it('a disabled trigger does not open on hover', async () => {
      setup(
        <Dropdown
          hoverEnabled
          trigger={
            <button type="button" disabled>
              Actions
            </button>
          }
        >
          <DropdownItem>Edit</DropdownItem>
        </Dropdown>,
      );
      fireEvent.pointerOver(trigger(), { pointerType: 'mouse' });
      await settle();
      expect(queryMenu()).toBeNull();
    });
  });

  describe('open flag', () => {
    it('defaultOpen shows the menu at first', async () => {
      setup(<Menu defaultOpen />);
      await settle();
      expect(menu()).toHaveAttribute('data-state', 'open');
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    });

    it('can be controlled with open and onOpenChange', async () => {
      const onOpenChange = vi.fn();
      function Controlled() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <Menu
              open={open}
              onOpenChange={(next) => {
                onOpenChange(next);
                setOpen(next);
              }}
            />
            <p>{open ? 'Menu open' : 'Menu closed'}</p>
            <button type="button" onClick={() => setOpen(true)}>
              Open from elsewhere
            </button>
          </>
        );
      }
      const { user } = setup(<Controlled />);
      await user.click(trigger());
      await settle();
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
      expect(screen.getByText('Menu open')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(onOpenChange).toHaveBeenCalledTimes(2);
      expect(queryMenu()).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Open from elsewhere' }));
      await settle();
      expect(menu()).toHaveAttribute('data-state', 'open');
      expect(onOpenChange).toHaveBeenCalledTimes(2);
    });

    it('stays open while a controlling parent keeps open true, and reports each request once', async () => {
      const onOpenChange = vi.fn();
      const { user } = setup(<Menu open onOpenChange={onOpenChange} />);
      await settle();
      await user.click(trigger());
      expect(onOpenChange).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(menu()).toHaveAttribute('data-state', 'open');

      // Tab closes and moves focus on, which blurs the menu: still one request.
      item('Edit').focus();
      await user.tab();
      expect(onOpenChange).toHaveBeenCalledTimes(2);
      expect(menu()).toHaveAttribute('data-state', 'open');
    });
  });

  describe('keyboard', () => {
    it('Enter on the trigger opens the menu with the first item focused', async () => {
      const { user } = setup();
      await openWith(user, '{Enter}');
      expect(item('Edit')).toHaveFocus();
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    });

    it('Space on the trigger opens the menu with the first item focused', async () => {
      const { user } = setup();
      await openWith(user, ' ');
      expect(item('Edit')).toHaveFocus();
    });

    it('Down Arrow on the trigger opens the menu with the first item focused', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      expect(item('Edit')).toHaveFocus();
    });

    it('Up Arrow on the trigger opens the menu with the last item focused', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowUp}');
      expect(item('Delete')).toHaveFocus();
    });

    it('Down Arrow on the trigger of a menu hover opened moves focus into it', async () => {
      const { user } = setup(<Menu hoverEnabled />);
      trigger().focus();
      await user.hover(trigger());
      await settle();
      expect(trigger()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(item('Edit')).toHaveFocus();
    });

    // From the first item, where Down Arrow opened the menu.
    it.each<[name: string, steps: [keys: string, focused: string][]]>([
      [
        'the arrows move through the enabled items and wrap at both ends',
        [
          ['{ArrowDown}', 'Duplicate'],
          // Archive is disabled and skipped.
          ['{ArrowDown}', 'Download'],
          ['{ArrowDown}', 'Delete'],
          ['{ArrowDown}', 'Edit'],
          ['{ArrowUp}', 'Delete'],
          ['{ArrowUp}', 'Download'],
        ],
      ],
      [
        'Home and End go to the first and the last item',
        [
          ['{End}', 'Delete'],
          ['{Home}', 'Edit'],
        ],
      ],
      [
        'typing a letter moves to the next item starting with it, again and again, skipping disabled items',
        [
          ['d', 'Duplicate'],
          ['d', 'Download'],
          ['d', 'Delete'],
          ['d', 'Duplicate'],
          // No enabled item starts with "a": focus stays.
          ['a', 'Duplicate'],
        ],
      ],
    ])('%s', async (_name, steps) => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      await expectFocusAfter(user, steps);
    });

    it('the arrows start from the menu itself after a click opened it', async () => {
      const { user } = setup();
      await user.click(trigger());
      await settle();
      await user.keyboard('{ArrowUp}');
      expect(item('Delete')).toHaveFocus();
      await user.click(trigger());
      await user.click(trigger());
      await settle();
      await user.keyboard('{ArrowDown}');
      expect(item('Edit')).toHaveFocus();
    });

    it('type-ahead matches textValue when it is given', async () => {
      const { user } = setup(
        <Dropdown trigger={<button type="button">Actions</button>}>
          <DropdownItem>Edit</DropdownItem>
          <DropdownItem textValue="Share">
            <span aria-hidden="true">↗</span> Share
          </DropdownItem>
        </Dropdown>,
      );
      await user.tab();
      await user.keyboard('{ArrowDown}');
      await user.keyboard('s');
      expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    });

    it('Enter on an item runs its onSelect, closes the menu and returns focus to the trigger', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onSelects.duplicate).toHaveBeenCalledTimes(1);
      expect(onSelects.edit).not.toHaveBeenCalled();
      expect(queryMenu()).toBeNull();
      expect(trigger()).toHaveFocus();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('Space on an item runs its onSelect and closes the menu', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowUp}');
      await user.keyboard(' ');
      expect(onSelects.delete).toHaveBeenCalledTimes(1);
      expect(queryMenu()).toBeNull();
      expect(trigger()).toHaveFocus();
    });

    it('Escape closes the menu and returns focus to the trigger', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      await user.keyboard('{ArrowDown}{Escape}');
      expect(queryMenu()).toBeNull();
      expect(trigger()).toHaveFocus();
      expect(onSelects.duplicate).not.toHaveBeenCalled();
    });

    it('Tab closes the menu and moves focus on to what follows the trigger', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      await user.tab();
      expect(queryMenu()).toBeNull();
      expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    });

    it('Shift + Tab closes the menu and moves focus back to the trigger', async () => {
      const { user } = setup();
      await openWith(user, '{ArrowDown}');
      await user.tab({ shift: true });
      expect(queryMenu()).toBeNull();
      expect(trigger()).toHaveFocus();
    });

    it('Tab out of a menu whose trigger is the last thing on the page goes back to the trigger', async () => {
      const { user } = setup(
        <Dropdown trigger={<button type="button">Actions</button>}>
          <DropdownItem>Edit</DropdownItem>
        </Dropdown>,
      );
      await user.tab();
      await user.keyboard('{ArrowDown}');
      await user.tab();
      expect(queryMenu()).toBeNull();
      expect(trigger()).toHaveFocus();
    });

    it('Escape closes only the dropdown when another overlay is open beneath it', async () => {
      const outer = vi.fn();
      const { user } = setup(
        <>
          <Dropdown trigger={<button type="button">Outer</button>} defaultOpen onOpenChange={outer}>
            <DropdownItem>Outer item</DropdownItem>
          </Dropdown>
          <Menu />
        </>,
      );
      await settle();
      trigger().focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getAllByRole('menu')).toHaveLength(2);
      await user.keyboard('{Escape}');
      expect(screen.getAllByRole('menu')).toHaveLength(1);
      expect(outer).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(queryMenu()).toBeNull();
      expect(outer).toHaveBeenCalledWith(false);
    });
  });

  it('closes when focus moves to something else on the page', async () => {
    const { user } = setup();
    await openWith(user, '{ArrowDown}');
    act(() => screen.getByRole('textbox', { name: 'Before' }).focus());
    expect(queryMenu()).toBeNull();
  });

  it("keeps the trigger's own handlers, ref and id", async () => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { user } = setup(
      <Dropdown
        trigger={
          <button type="button" id="actions" ref={ref} onClick={onClick} onKeyDown={onKeyDown}>
            Actions
          </button>
        }
      >
        <DropdownItem>Edit</DropdownItem>
      </Dropdown>,
    );
    expect(ref.current).toBe(trigger());
    await user.click(trigger());
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(menu()).toHaveAttribute('aria-labelledby', 'actions');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
  });

  it("does not open when the trigger's own click handler calls preventDefault()", async () => {
    const { user } = setup(
      <Dropdown
        trigger={
          <button type="button" onClick={(event) => event.preventDefault()}>
            Actions
          </button>
        }
      >
        <DropdownItem>Edit</DropdownItem>
      </Dropdown>,
    );
    await user.click(trigger());
    expect(queryMenu()).toBeNull();
  });

  it('uses the consumer id for the menu and aria-label instead of the trigger as its name', async () => {
    const { user } = setup(
      <Dropdown id="row-actions" aria-label="Row actions" trigger={<button type="button">Actions</button>}>
        <DropdownItem>Edit</DropdownItem>
      </Dropdown>,
    );
    await user.click(trigger());
    await settle();
    expect(menu()).toHaveAttribute('id', 'row-actions');
    expect(menu()).toHaveAccessibleName('Row actions');
    expect(menu()).not.toHaveAttribute('aria-labelledby');
    expect(trigger()).toHaveAttribute('aria-controls', 'row-actions');
  });

  /** Opens the menu and closes it again, with an exit animation to wait for. */
  async function openThenCloseAnimated() {
    mockCssAnimation((element) =>
      element.getAttribute('role') === 'menu' ? { animationName: 'aq-dropdown-out', animationDuration: '0.15s' } : null,
    );
    const { user } = setup();
    await user.click(trigger());
    await settle();
    await user.click(trigger());
    return user;
  }

  it('animates out: stays mounted as "closed" until its exit animation ends', async () => {
    await openThenCloseAnimated();
    const list = menu();
    expect(list).toHaveAttribute('data-state', 'closed');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    animationEnd(list, 'aq-dropdown-in');
    expect(menu()).toBe(list);
    animationEnd(list, 'aq-dropdown-out');
    expect(queryMenu()).toBeNull();
  });

  it('opens again if asked while it is animating out', async () => {
    const user = await openThenCloseAnimated();
    expect(menu()).toHaveAttribute('data-state', 'closed');
    await user.keyboard('{ArrowDown}');
    expect(menu()).toHaveAttribute('data-state', 'open');
    expect(item('Edit')).toHaveFocus();
  });

  it('scales and fades over --aq-duration-fast, and not at all with reduced motion; the hover bridge spans the gap', () => {
    // Compiled from its file, as the build does, so the partials it uses from library/core are found.
    const css = compile(path.join(import.meta.dirname, 'Dropdown.scss')).css.replace(/\s+/g, ' ');
    expect(css).toContain('animation: aq-dropdown-in var(--aq-duration-fast)');
    expect(css).toMatch(/\[data-state=closed\] \{ animation-name: aq-dropdown-out;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ [^}]*\.aq-dropdown[^{]*\{ animation: none; \}/);
    expect(css).toMatch(/\.aq-dropdown::before \{ content: ""; position: absolute; left: 0; right: 0; height: 5px; \}/);
  });

  it('requires exactly one trigger element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Dropdown trigger={[<button key="1">One</button>, <button key="2">Two</button>] as unknown as ReactElement}>
          <DropdownItem>Edit</DropdownItem>
        </Dropdown>,
      ),
    ).toThrow();
  });

  it('has no axe violations while open, with a disabled item, a separator and a destructive item', async () => {
    const { user } = setup();
    await openWith(user, '{ArrowDown}');
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
