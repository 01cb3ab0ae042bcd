import { act, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECT_LIST_MAX_HEIGHT, SELECT_OPTION_HEIGHT } from './constants.ts';
import { useSelectPopover } from './useSelectPopover.ts';

const LABELS = ['Jalisco', 'Oaxaca', 'Sonora', 'Tabasco', 'Yucatán', 'Zacatecas'];
/** jsdom lays nothing out: each option is 32 px high, in a list that shows three at a time. */
const OPTION_HEIGHT = 32;

function layOut(list: HTMLElement) {
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 3 * OPTION_HEIGHT });
  list.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, index) => {
    Object.defineProperty(option, 'offsetTop', { configurable: true, value: index * OPTION_HEIGHT });
    Object.defineProperty(option, 'offsetHeight', { configurable: true, value: OPTION_HEIGHT });
  });
}

/** A field in a box, and the popup with its list, open from the start; the buttons make an option active. */
function Harness({ onDismiss = () => {} }: { onDismiss?: () => void }) {
  const [active, setActive] = useState<number | null>(null);
  const popover = useSelectPopover({ open: true, activeId: active === null ? null : `option-${active}`, onDismiss });
  return (
    <>
      <div {...popover.anchorProps}>
        <input aria-label="State" />
      </div>
      {LABELS.map((label, index) => (
        <button key={label} type="button" onClick={() => setActive(index)}>
          Activate {label}
        </button>
      ))}
      <div {...popover.popupProps}>
        <ul {...popover.listProps} role="listbox" aria-label="States">
          {LABELS.map((label, index) => (
            <li key={label} id={`option-${index}`} role="option" aria-selected={index === active}>
              {label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

describe('useSelectPopover', () => {
  it('places the popup under the box, with the list and option heights as custom properties', async () => {
    render(<Harness />);
    await act(async () => {});
    const popup = screen.getByRole('listbox', { name: 'States' }).parentElement!;
    expect(popup).toHaveAttribute('data-placement', 'bottom-start');
    expect(popup.style.position).toBe('absolute');
    expect(popup.style.getPropertyValue('--aq-select-list-max-height')).toBe(SELECT_LIST_MAX_HEIGHT);
    expect(popup.style.getPropertyValue('--aq-select-option-height')).toBe(SELECT_OPTION_HEIGHT);
    // Sized to the box (jsdom's boxes are 0 px wide) and never shorter than two options.
    expect(popup.style.width).toBe('0px');
    expect(popup.style.getPropertyValue('--aq-select-available-height')).toBe('64px');
  });

  it('a press on the popup keeps focus in the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await act(async () => {});
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Oaxaca' }));
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveFocus();
  });

  it('scrolls the list to keep the active option in view, and leaves it while the option is in view', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await act(async () => {});
    const list = screen.getByRole('listbox', { name: 'States' });
    layOut(list);
    await user.click(screen.getByRole('button', { name: 'Activate Tabasco' }));
    expect(list.scrollTop).toBe(OPTION_HEIGHT);
    await user.click(screen.getByRole('button', { name: 'Activate Zacatecas' }));
    expect(list.scrollTop).toBe(3 * OPTION_HEIGHT);
    // Already in view: the list stays where it is.
    await user.click(screen.getByRole('button', { name: 'Activate Yucatán' }));
    expect(list.scrollTop).toBe(3 * OPTION_HEIGHT);
    await user.click(screen.getByRole('button', { name: 'Activate Oaxaca' }));
    expect(list.scrollTop).toBe(OPTION_HEIGHT);
  });

  it('is a layer of the layer stack: Escape, a press outside the box and the list, and focus moving on dismiss it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await act(async () => {});
    const field = screen.getByRole('textbox', { name: 'State' });
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Oaxaca' }));
    expect(onDismiss).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // The buttons stand for the page: a press on one is outside; the focus it takes moves on from the field.
    await user.click(screen.getByRole('button', { name: 'Activate Jalisco' }));
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });
});
