import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusTrap } from 'focus-trap-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';
import { Portal, useOverlayLayer } from '../core/index.ts';
import { useRangeDatepickerPopover } from './useRangeDatepickerPopover.ts';

beforeAll(giveElementsClientRects);

/**
 * Two fields, the calendar button and a stand-in calendar (a day that takes focus, and a Done button),
 * in an overlay of the layer stack that hears Escape (a dialog or drawer around the picker).
 */
function Harness({ disabled = false, onOuterEscape }: { disabled?: boolean; onOuterEscape?: () => void }) {
  useOverlayLayer(true, { onEscape: () => onOuterEscape?.() });
  const popover = useRangeDatepickerPopover({ label: 'Choose dates', disabled });
  return (
    <div>
      <div {...popover.anchorProps}>
        <input aria-label="Start date" {...popover.fieldProps.start} />
        <input aria-label="End date" {...popover.fieldProps.end} />
        <button {...popover.triggerProps} />
      </div>
      <button type="button">Elsewhere</button>
      {popover.isOpen && (
        <Portal>
          <FocusTrap {...popover.focusTrapProps}>
            <div {...popover.popupProps}>
              <table role="grid" aria-label="January 2025">
                <tbody>
                  <tr>
                    <td role="gridcell" tabIndex={0}>
                      15
                    </td>
                  </tr>
                </tbody>
              </table>
              <button type="button" onClick={() => popover.close(true)}>
                Done
              </button>
            </div>
          </FocusTrap>
        </Portal>
      )}
    </div>
  );
}

// While the calendar is a modal dialog, the fields and the buttons are behind it: hidden from assistive
// technology (aria-hidden), yet still what a person presses.
const startField = () => screen.getByRole('textbox', { name: 'Start date', hidden: true });
const endField = () => screen.getByRole('textbox', { name: 'End date', hidden: true });
const trigger = () => screen.getByRole('button', { name: 'Choose dates', hidden: true });
const elsewhere = () => screen.getByRole('button', { name: 'Elsewhere', hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Choose dates' });
const day = () => screen.getByRole('gridcell', { name: '15' });

/** The calendar is closed and focus is on element: where closing it should leave a person. */
function expectClosedWithFocusOn(element: HTMLElement) {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(element).toHaveFocus();
}

describe('useRangeDatepickerPopover', () => {
  it('the button opens the calendar as a modal dialog it controls, with focus on its day, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('data-mode', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog().id);
    expect(day()).toHaveFocus();
    await user.click(trigger());
    expectClosedWithFocusOn(trigger());
  });

  it('Escape closes the dialog, not the overlay around the picker, and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(<Harness onOuterEscape={outer} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expectClosedWithFocusOn(trigger());
    expect(outer).not.toHaveBeenCalled();
    // Closed, the calendar is no layer: the next Escape is the overlay's.
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('focus in a field shows the calendar beside it, not modal; it stays between the fields and closes beyond them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(startField()).toHaveFocus();
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    expect(dialog()).toHaveAttribute('data-mode', 'field');
    await user.tab();
    expect(endField()).toHaveFocus();
    expect(dialog()).toBeInTheDocument();
    await user.tab();
    expectClosedWithFocusOn(trigger());
  });

  it('focus moving into the calendar from a field makes it the modal dialog; closed, focus goes back to that field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(endField());
    await user.click(day());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus given back by the picker does not open the calendar again.
    expect(endField()).toHaveFocus();
  });

  it('Arrow Down in a field makes it the dialog; Escape gives focus back to the field and leaves it closed', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(<Harness onOuterEscape={outer} />);
    await user.click(startField());
    await user.keyboard('{ArrowDown}');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(day()).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosedWithFocusOn(startField());
    // Escape in a field closes the calendar shown beside it; a click opens it again.
    await user.click(startField());
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    await user.keyboard('{Escape}');
    expectClosedWithFocusOn(startField());
    expect(outer).not.toHaveBeenCalled();
  });

  it('as a modal dialog hides the page behind it from assistive technology; shown beside a field, it does not', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(startField());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
    expect(elsewhere().closest('[aria-hidden="true"]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('a press outside closes it and leaves focus where the person pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(elsewhere());
    expectClosedWithFocusOn(elsewhere());
  });

  it('disabled: nothing opens it; disabling closes it, and enabling again leaves it closed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Harness />);
    await user.click(startField());
    expect(dialog()).toBeInTheDocument();
    rerender(<Harness disabled />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
