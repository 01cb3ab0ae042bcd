import { act, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { Dropdown } from './Dropdown.tsx';
import { DropdownItem } from './DropdownItem.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const settle = () => act(async () => {});

async function open(children: ReactNode) {
  const user = userEvent.setup();
  render(<Dropdown trigger={<button type="button">Actions</button>}>{children}</Dropdown>);
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await settle();
  return user;
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });

describe('DropdownItem', () => {
  it('is a menu item that a click chooses: onSelect runs, the menu closes and focus returns to the trigger', async () => {
    const onSelect = vi.fn();
    const user = await open(<DropdownItem onSelect={onSelect}>Rename</DropdownItem>);
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0][0].type).toBe('click');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('a disabled item is announced as disabled and a click on it does nothing', async () => {
    const onSelect = vi.fn();
    const user = await open(
      <DropdownItem disabled onSelect={onSelect}>
        Share
      </DropdownItem>,
    );
    const share = screen.getByRole('menuitem', { name: 'Share' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).toHaveAttribute('data-disabled', '');
    await user.click(share);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('is enabled and plain by default', async () => {
    await open(<DropdownItem>Rename</DropdownItem>);
    const rename = screen.getByRole('menuitem', { name: 'Rename' });
    expect(rename).not.toHaveAttribute('aria-disabled');
    expect(rename).not.toHaveAttribute('data-disabled');
    expect(rename).not.toHaveAttribute('data-danger');
    expect(rename).toHaveAttribute('tabindex', '-1');
  });

  it('danger marks a destructive item', async () => {
    await open(<DropdownItem danger>Delete</DropdownItem>);
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-danger', '');
  });

  it('onSelect can keep the menu open with preventDefault()', async () => {
    const user = await open(<DropdownItem onSelect={(event) => event.preventDefault()}>Pin</DropdownItem>);
    await user.click(screen.getByRole('menuitem', { name: 'Pin' }));
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
  });

  it("a preventDefault() in the item's own onClick skips onSelect and keeps the menu open", async () => {
    const onSelect = vi.fn();
    const user = await open(
      <DropdownItem onClick={(event) => event.preventDefault()} onSelect={onSelect}>
        Pin
      </DropdownItem>,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Pin' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('the pointer highlights what it is on: an enabled item takes focus, a disabled one or leaving gives it to the menu', async () => {
    const user = await open(
      <>
        <DropdownItem>Rename</DropdownItem>
        <DropdownItem disabled>Share</DropdownItem>
      </>,
    );
    const rename = screen.getByRole('menuitem', { name: 'Rename' });
    await user.hover(rename);
    expect(rename).toHaveFocus();
    await user.unhover(rename);
    expect(screen.getByRole('menu')).toHaveFocus();
    await user.hover(rename);
    await user.hover(screen.getByRole('menuitem', { name: 'Share' }));
    expect(screen.getByRole('menu')).toHaveFocus();
  });

  it('a touch does not move focus onto the item', async () => {
    await open(<DropdownItem>Rename</DropdownItem>);
    fireEvent.pointerMove(screen.getByRole('menuitem', { name: 'Rename' }), { pointerType: 'touch' });
    expect(screen.getByRole('menu')).toHaveFocus();
  });

  it('renders nothing outside a Dropdown, warning once', () => {
    const warn = watchWarnings();
    const { container, rerender } = render(<DropdownItem>Lost</DropdownItem>);
    rerender(<DropdownItem>Still lost</DropdownItem>);
    expect(container).toBeEmptyDOMElement();
    expect(warn.mock.calls).toEqual([['Aquila UI: DropdownItem must be rendered inside a Dropdown. It renders nothing.']]);
  });
});
