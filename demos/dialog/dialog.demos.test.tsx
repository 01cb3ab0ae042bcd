import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll } from 'vitest';
import { useDialog } from 'aquila-ui/dialog';
import DialogDemo1 from './dialog-demo1/dialog-demo1';
import DialogDemo2 from './dialog-demo2/dialog-demo2';
import DialogDemo3 from './dialog-demo3/dialog-demo3';
import DialogDemo4 from './dialog-demo4/dialog-demo4';
import { STATES } from './dialog-demo2/states';
import { giveElementsClientRects } from '../../tests/unit/client-rects';

beforeAll(giveElementsClientRects);

let closeAll: () => void = () => {};
beforeAll(() => {
  function Probe() {
    closeAll = useDialog().closeAll;
    return null;
  }
  render(<Probe />).unmount();
});
// With no host left, closing removes every dialog at once.
afterEach(() => closeAll());

const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name, hidden: true })).not.toBeInTheDocument());

describe('dialog demos', () => {
  it('demo1 opens the UserCard component; Follow closes it and the page shows the result', async () => {
    const user = userEvent.setup();
    render(<DialogDemo1 />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveAttribute('id', 'UserCard');
    expect(dialog).toHaveTextContent('Sofía Hernández');
    await user.click(within(dialog).getByRole('button', { name: 'Follow' }));
    await gone('Profile');
    expect(screen.getByRole('status')).toHaveTextContent('You follow Sofía Hernández.');

    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.keyboard('{Escape}');
    await gone('Profile');
    expect(screen.getByRole('status')).toHaveTextContent('Closed without following.');
  });

  it('demo2 lists the 31 states it gets as data, and Choose closes with the picked one', async () => {
    const user = userEvent.setup();
    render(<DialogDemo2 />);
    expect(screen.getByRole('status')).toHaveTextContent('No state selected yet.');
    await user.click(screen.getByRole('button', { name: 'Pick a state' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a state' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(31);
    expect(STATES).toHaveLength(31);
    expect(STATES.every((state) => /^[a-z_]+$/.test(state.value))).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Choose' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Nuevo León' }));
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await gone('Pick a state');
    expect(screen.getByRole('status')).toHaveTextContent('Selected state: Nuevo León');

    // The dialog opens with the earlier choice checked.
    await user.click(screen.getByRole('button', { name: 'Pick a state' }));
    expect(screen.getByRole('radio', { name: 'Nuevo León' })).toBeChecked();
  });

  it('demo2 asks before dropping a new pick: Keep picking keeps the dialog, Discard closes it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo2 />);
    await user.click(screen.getByRole('button', { name: 'Pick a state' }));
    const picker = screen.getByRole('dialog', { name: 'Pick a state' });
    await user.click(within(picker).getByRole('radio', { name: 'Yucatán' }));
    await user.click(within(picker).getByRole('button', { name: 'Cancel' }));

    const prompt = screen.getByRole('dialog', { name: 'Discard your choice?' });
    expect(prompt).toHaveTextContent('You picked Yucatán.');
    await user.click(within(prompt).getByRole('button', { name: 'Keep picking' }));
    await gone('Discard your choice?');
    expect(picker).toHaveAttribute('data-state', 'open');

    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog', { name: 'Discard your choice?' })).getByRole('button', { name: 'Discard' }));
    await gone('Pick a state');
    expect(screen.getByRole('status')).toHaveTextContent('No state selected yet.');
  });

  it('demo2 closes without asking when nothing new was picked', async () => {
    const user = userEvent.setup();
    render(<DialogDemo2 />);
    await user.click(screen.getByRole('button', { name: 'Pick a state' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await gone('Pick a state');
    expect(screen.queryByRole('dialog', { name: 'Discard your choice?' })).not.toBeInTheDocument();
  });

  it('demo3 confirms with an element dialog: Cancel keeps the file, Delete removes it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo3 />);
    await user.click(screen.getByRole('button', { name: 'Delete Team photo.png' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete file?' });
    expect(dialog).toHaveAttribute('data-size', 'small');
    expect(dialog).toHaveTextContent('“Team photo.png” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone('Delete file?');
    expect(screen.getByText('Team photo.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Team photo.png' }));
    dialog = screen.getByRole('dialog', { name: 'Delete file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await gone('Delete file?');
    expect(screen.queryByText('Team photo.png')).not.toBeInTheDocument();
    expect(screen.getByText('Quarterly report.pdf')).toBeInTheDocument();
  });

  it('demo3 offers to restore the files once all are deleted', async () => {
    const user = userEvent.setup();
    render(<DialogDemo3 />);
    for (const file of ['Quarterly report.pdf', 'Team photo.png', 'Budget 2025.xlsx']) {
      await user.click(screen.getByRole('button', { name: `Delete ${file}` }));
      await user.click(within(screen.getByRole('dialog', { name: 'Delete file?' })).getByRole('button', { name: 'Delete' }));
      await gone('Delete file?');
    }
    expect(screen.getByText('No files left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore the files' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('demo4 opens a draggable dialog with the chosen constraint, resizable when switched on, and moves it back', async () => {
    const user = userEvent.setup();
    render(<DialogDemo4 />);
    await user.click(screen.getByRole('radio', { name: 'bounce' }));
    await user.click(screen.getByRole('switch', { name: 'Resizable' }));
    await user.click(screen.getByRole('button', { name: 'Open draggable dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Move me' });
    expect(dialog).toHaveAttribute('data-draggable');
    expect(dialog).toHaveAttribute('data-resizable');
    expect(dialog).toHaveTextContent('it springs back inside');
    expect(within(dialog).getByRole('separator', { name: 'Resize dialog' })).toBeInTheDocument();

    within(dialog).getByRole('button', { name: 'Move dialog' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(dialog.style.translate).toBe('20px 10px');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 120 px up' }));
    expect(dialog.style.translate).toBe('0px -120px');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to centre' }));
    expect(dialog.style.translate).toBe('');
  });

  it('demo4 opens a dialog that is not resizable by default, with no constraint', async () => {
    const user = userEvent.setup();
    render(<DialogDemo4 />);
    expect(screen.getByRole('radio', { name: 'none' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Open draggable dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Move me' });
    expect(dialog).not.toHaveAttribute('data-resizable');
    expect(dialog).toHaveTextContent('even past the edge of the window');
  });
});
