import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Dialog } from './Dialog.tsx';
import { DialogClose } from './DialogClose.tsx';

afterEach(() => vi.restoreAllMocks());

describe('DialogClose', () => {
  itConforms(DialogClose, { props: { children: 'Close' }, element: 'button' });
  itWarnsOfItsZeroXNames('DialogClose', (props) => <DialogClose {...props}>Close</DialogClose>);

  it('is a Button with its props', () => {
    render(
      <Dialog defaultOpen heading="Form">
        <DialogClose variant="outlined">Cancel</DialogClose>
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveClass('aq-button');
    expect(button).toHaveAttribute('data-variant', 'outlined');
    expect(button).toHaveAttribute('type', 'button');
  });

  it("runs the consumer's onClick first; preventDefault keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen heading="Form" onOpenChange={onOpenChange}>
        <DialogClose onClick={(event) => event.preventDefault()}>Stay</DialogClose>
        <DialogClose>Leave</DialogClose>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('warns in development when it is not inside a dialog', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<DialogClose>Orphan</DialogClose>);
    await user.click(screen.getByRole('button', { name: 'Orphan' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not inside a dialog'));
  });
});
