import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { useDrawer } from 'aquila-ui/drawer';
import DrawerDemo1 from './drawer-demo1/drawer-demo1';
import DrawerDemo2 from './drawer-demo2/drawer-demo2';
import DrawerDemo3 from './drawer-demo3/drawer-demo3';
import DrawerDemo4 from './drawer-demo4/drawer-demo4';

afterEach(() => useDrawer().closeAll());

const backdrop = () => document.querySelector<HTMLElement>('.aq-drawer__backdrop')!;

describe('drawer demos', () => {
  it('demo1 opens a left drawer that the backdrop closes', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo1 />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const dialog = screen.getByRole('dialog', { name: 'Basic drawer' });
    expect(dialog).toHaveAttribute('data-placement', 'left');
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    await user.click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('demo2 opens the drawer on the chosen edge, with a drag handle that closes it', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo2 />);
    const group = screen.getByRole('group', { name: 'Placement' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'bottom' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Drawer on the bottom' });
    expect(dialog).toHaveAttribute('data-placement', 'bottom');
    // Its drag handle (closeMobile) closes it on a click too.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });

  it('demo3 ignores backdrop clicks and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo3 />);
    await user.click(screen.getByRole('button', { name: 'Open drawer' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
    await user.click(backdrop());
    expect(dialog).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });

  it('demo4 opens a component with the chosen contact as data, with no host rendered, which closes itself', async () => {
    const user = userEvent.setup();
    render(<DrawerDemo4 />);
    await user.click(screen.getByRole('button', { name: 'Alan Turing' }));
    const dialog = screen.getByRole('dialog', { name: 'Alan Turing' });
    expect(dialog).toHaveTextContent('Cryptographer');
    expect(screen.getByRole('link', { name: 'alan@example.com' })).toHaveAttribute('href', 'mailto:alan@example.com');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
