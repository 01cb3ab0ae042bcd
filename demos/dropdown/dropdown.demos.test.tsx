import { act } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DropdownDemo1 from './dropdown-demo1/dropdown-demo1';
import DropdownDemo2 from './dropdown-demo2/dropdown-demo2';
import DropdownDemo3 from './dropdown-demo3/dropdown-demo3';
import DropdownDemo4 from './dropdown-demo4/dropdown-demo4';

// Floating UI measures asynchronously; let it settle so its state updates land inside act.
const settle = () => act(async () => {});

describe('dropdown demos', () => {
  it('demo1: the click menu opens on click and reports the chosen action', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo1 />);
    const click = screen.getByRole('button', { name: 'Click me' });
    await user.hover(click);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(click);
    await settle();
    const menu = screen.getByRole('menu', { name: 'Click me' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Archive']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('Chosen: Duplicate')).toBeInTheDocument();
  });

  it('demo1: the hover menu opens on hover, stays while the pointer is on it, and closes when it leaves', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo1 />);
    const hover = screen.getByRole('button', { name: 'Hover me' });
    await user.hover(hover);
    await settle();
    const menu = screen.getByRole('menu', { name: 'Hover me' });
    // user-event leaves relatedTarget empty; a browser names the element the pointer moves onto.
    fireEvent.pointerOut(hover, { relatedTarget: menu });
    expect(screen.getByRole('menu', { name: 'Hover me' })).toBe(menu);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    expect(screen.getByText('Chosen: Archive')).toBeInTheDocument();
    await user.hover(hover);
    await settle();
    fireEvent.pointerOut(hover, { relatedTarget: document.body });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('demo2: each of the six buttons opens its menu at its placement', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo2 />);
    const names = ['topLeft', 'topCenter', 'topRight', 'bottomLeft', 'bottomCenter', 'bottomRight'];
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(names);
    for (const name of names) {
      await user.click(screen.getByRole('button', { name }));
      await settle();
      const menu = screen.getByRole('menu', { name });
      expect(menu).toHaveAttribute('data-placement', name);
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });

  it('demo3: Share is disabled and skipped; Delete removes the file and Restore brings it back', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo3 />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    screen.getByRole('button', { name: 'Actions for team-photo.jpg' }).focus();
    await user.keyboard('{ArrowDown}');
    await settle();
    const menu = screen.getByRole('menu', { name: 'Actions for team-photo.jpg' });
    const share = within(menu).getByRole('menuitem', { name: 'Share' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    await user.click(share);
    expect(menu).toBeInTheDocument();
    // From Open, two steps down skip the disabled Share.
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('data-danger', '');
    await user.keyboard('{Enter}');
    expect(screen.getByText('team-photo.jpg moved to the bin.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['quarterly-report.pdf', 'budget-2025.xlsx']);
    await user.click(screen.getByRole('button', { name: 'Restore files' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Restore files' })).toBeNull();
  });

  it('demo3: Open and Download say what they did, and the menus line up with the right edge', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo3 />);
    await user.click(screen.getByRole('button', { name: 'Actions for budget-2025.xlsx' }));
    await settle();
    expect(screen.getByRole('menu')).toHaveAttribute('data-placement', 'bottomRight');
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(screen.getByText('Downloading budget-2025.xlsx.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for quarterly-report.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Open' }));
    expect(screen.getByText('Opened quarterly-report.pdf.')).toBeInTheDocument();
  });

  it('demo4: the open flag follows clicks, choices, Escape and outside presses', async () => {
    const user = userEvent.setup();
    render(<DropdownDemo4 />);
    expect(screen.getByText('The menu is closed; opened 0 times.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    await settle();
    expect(screen.getByText('The menu is open; opened 1 time.')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Name (A–Z)' }));
    expect(screen.getByText('The menu is closed; opened 1 time.')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Sort: Name (A–Z)' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Name (A–Z)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByText('The menu is closed; opened 2 times.')).toBeInTheDocument();
    await user.click(trigger);
    await settle();
    await user.click(screen.getByText(/The menu is open/));
    expect(screen.getByText('The menu is closed; opened 3 times.')).toBeInTheDocument();
  });
});
