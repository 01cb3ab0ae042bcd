import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResizeDemo1 from './resize-demo1/resize-demo1';
import ResizeDemo2 from './resize-demo2/resize-demo2';

// jsdom lays nothing out: a panel is as large as its style says (200 px high when unset), never below its minimums.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const style = (this as HTMLElement).style;
    if (!this.classList.contains('aq-resizable')) return { width: 0, height: 0 } as DOMRect;
    const width = Math.max(parseFloat(style.width) || 300, parseFloat(style.minWidth) || 0);
    const height = Math.max(parseFloat(style.height) || 200, parseFloat(style.minHeight) || 0);
    return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 } as DOMRect;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

afterEach(() => vi.restoreAllMocks());

describe('resize demos', () => {
  it('demo1 starts 320 px wide and shows the size reported after a drag and after a key', async () => {
    const user = userEvent.setup();
    render(<ResizeDemo1 />);
    const handle = screen.getByRole('separator', { name: 'Resize the note' });
    const panel = screen.getByText('Sprint notes').closest<HTMLElement>('.aq-resizable')!;
    expect(panel.style.width).toBe('320px');
    expect(panel).toHaveAttribute('data-marker', 'bottom-right');
    expect(screen.getByText('Not resized yet')).toBeVisible();

    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 0, clientY: 0 } },
      { target: handle, coords: { clientX: 40, clientY: 20 } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    expect(screen.getByText('Resized to 360 × 220 px')).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Resized to 350 × 220 px')).toBeVisible();
  });

  it('demo2 changes direction and marker position from its two selects, keeping at least 100 × 100', async () => {
    const user = userEvent.setup();
    render(<ResizeDemo2 />);
    const handle = screen.getByRole('separator', { name: 'Resize the box' });
    const panel = handle.parentElement!;
    const direction = screen.getByRole('combobox', { name: 'Direction' });
    const marker = screen.getByRole('combobox', { name: 'Marker position' });
    expect(direction).toHaveValue('diagonal');
    expect(marker).toHaveValue('bottom-right');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'diagonal',
      'horizontal',
      'vertical',
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
      'left',
      'right',
      'top',
      'bottom',
    ]);
    expect(panel.style.width).toBe('220px');

    await user.selectOptions(direction, 'horizontal');
    expect(panel).toHaveAttribute('data-direction', 'horizontal');
    await user.selectOptions(marker, 'left');
    expect(panel).toHaveAttribute('data-marker', 'left');
    expect(screen.getByText('horizontal from left')).toBeVisible();
    // The stage puts the panel at its right, so a handle on the left follows the pointer.
    expect(panel.parentElement).toHaveAttribute('data-from-left');
    expect(panel.parentElement).not.toHaveAttribute('data-from-top');

    handle.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Resized to 230 × 200 px')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Resized to 230 × 200 px')).toBeVisible();

    await user.selectOptions(direction, 'diagonal');
    await user.selectOptions(marker, 'top-right');
    expect(panel.parentElement).toHaveAttribute('data-from-top');
    handle.focus();
    await user.keyboard('{Home}');
    expect(screen.getByText('Resized to 100 × 100 px')).toBeVisible();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <ResizeDemo1 />
        <ResizeDemo2 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
