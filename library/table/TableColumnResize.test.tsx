import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance';
import { TABLE_COLUMN_MIN_WIDTH } from './constants';
import { Table } from './Table';
import { TableColumnGroup } from './TableColumnGroup';
import { TableColumnResize, type TableColumnResizeProps } from './TableColumnResize';

/** jsdom lays nothing out: a header cell is as wide as its column's `<col>` says, 200 px when unset. */
beforeEach(() => {
  vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableCellElement) {
    const column = this.closest('table')?.querySelectorAll('col')[this.cellIndex];
    const width = parseFloat(column?.style.width ?? '') || 200;
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0 } as DOMRect;
  });
});

afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<TableColumnResizeProps> = {}, direction?: 'rtl') {
  const onResize = vi.fn();
  const user = userEvent.setup();
  const { container } = render(
    <Table aria-label="Staff" dir={direction}>
      <TableColumnGroup widths={[null, null]} />
      <thead>
        <tr>
          <th>
            Name
            <TableColumnResize onResize={onResize} {...props} />
          </th>
          <th>Age</th>
        </tr>
      </thead>
    </Table>,
  );
  const handle = screen.getByRole('separator');
  const columnWidth = () => (container.querySelector('col') as HTMLTableColElement).style.width;
  const press = () => user.pointer({ keys: '[MouseLeft>]', target: handle, coords: { clientX: 100 } });
  const moveTo = (clientX: number) => user.pointer({ target: handle, coords: { clientX } });
  const release = () => user.pointer({ keys: '[/MouseLeft]', target: handle });
  return { onResize, user, handle, columnWidth, press, moveTo, release };
}

describe('TableColumnResize', () => {
  itConforms(TableColumnResize, {
    props: {},
    element: 'div',
    wrap: (node) => (
      <table>
        <thead>
          <tr>
            <th>Name{node}</th>
          </tr>
        </thead>
      </table>
    ),
  });

  it('is a focusable vertical separator named after its column, whose value is the width in px', () => {
    const { handle } = setup();
    expect(handle).toHaveAccessibleName('Resize Name');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    expect(handle).toHaveAttribute('aria-valuetext', '200 px');
    expect(handle).toHaveAttribute('aria-valuemin', String(TABLE_COLUMN_MIN_WIDTH));
    expect(handle).toHaveClass('aq-table__resize');
  });

  it('Right and Left arrows widen and narrow the column by 10 px, 50 px with Shift', async () => {
    const { handle, user, columnWidth, onResize } = setup();
    await user.click(handle);
    await user.keyboard('{ArrowRight}');
    expect(columnWidth()).toBe('210px');
    expect(handle).toHaveAttribute('aria-valuenow', '210');
    expect(onResize).toHaveBeenLastCalledWith(210);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(columnWidth()).toBe('260px');
    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '250');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    expect(onResize.mock.calls).toEqual([[210], [260], [250], [200]]);
  });

  it('never makes a column narrower than 80 px; Home goes straight there', async () => {
    const { handle, user, columnWidth, onResize } = setup();
    await user.click(handle);
    await user.keyboard('{Home}');
    expect(columnWidth()).toBe('80px');
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    await user.keyboard('{ArrowLeft}{Shift>}{ArrowLeft}{/Shift}');
    expect(columnWidth()).toBe('80px');
    // Keys that change nothing report nothing.
    expect(onResize.mock.calls).toEqual([[80]]);
  });

  it('ignores other keys and keys with Ctrl, Alt or Meta', async () => {
    const { handle, user, columnWidth } = setup();
    await user.click(handle);
    await user.keyboard('{ArrowUp}{ArrowDown}{End}{Control>}{ArrowRight}{/Control}{Alt>}{ArrowRight}{/Alt}');
    expect(columnWidth()).toBe('');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
  });

  it('dragging moves the column’s edge with the pointer and reports the width once, on release', async () => {
    const { handle, press, moveTo, release, columnWidth, onResize } = setup();
    await press();
    expect(handle).toHaveFocus();
    expect(handle).toHaveAttribute('data-resizing', '');
    await moveTo(140);
    expect(columnWidth()).toBe('240px');
    await moveTo(70);
    expect(columnWidth()).toBe('170px');
    expect(onResize).not.toHaveBeenCalled();
    await release();
    expect(handle).not.toHaveAttribute('data-resizing');
    expect(onResize.mock.calls).toEqual([[170]]);
  });

  it('a drag stops at 80 px', async () => {
    const { press, moveTo, release, columnWidth, onResize } = setup();
    await press();
    await moveTo(-300);
    expect(columnWidth()).toBe('80px');
    await release();
    expect(onResize).toHaveBeenCalledWith(80);
  });

  it('a press without a move changes and reports nothing', async () => {
    const { press, release, columnWidth, onResize } = setup();
    await press();
    await release();
    expect(columnWidth()).toBe('');
    expect(onResize).not.toHaveBeenCalled();
  });

  it('right to left, the handle is on the left edge: Left and dragging left widen', async () => {
    const { handle, user, press, moveTo, release, columnWidth } = setup({}, 'rtl');
    // jsdom does not inherit `direction` from the dir attribute: the cell says it itself.
    screen.getAllByRole('columnheader').forEach((cell) => (cell.style.direction = 'rtl'));
    await user.click(handle);
    await user.keyboard('{ArrowLeft}');
    expect(columnWidth()).toBe('210px');
    await press();
    await moveTo(60);
    await release();
    expect(columnWidth()).toBe('250px');
  });

  it('the consumer’s onKeyDown and onPointerDown run first and can stop the resize', async () => {
    const { handle, user, press, moveTo, release, columnWidth } = setup({
      onKeyDown: (event) => event.preventDefault(),
      onPointerDown: (event) => event.preventDefault(),
    });
    await user.click(handle);
    await user.keyboard('{ArrowRight}');
    await press();
    await moveTo(160);
    await release();
    expect(columnWidth()).toBe('');
  });

  it('takes an aria-label the consumer gives', () => {
    const { handle } = setup({ 'aria-label': 'Width of the name column' });
    expect(handle).toHaveAccessibleName('Width of the name column');
  });

  it('outside a Table it is a handle that changes nothing', async () => {
    const user = userEvent.setup();
    render(
      <table>
        <thead>
          <tr>
            <th>
              Name
              <TableColumnResize />
            </th>
          </tr>
        </thead>
      </table>,
    );
    await user.click(screen.getByRole('separator'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', '200');
  });

  it('has no axe violations', async () => {
    setup();
    expect((await axe.run(document.body.firstElementChild!)).violations).toEqual([]);
  });
});
