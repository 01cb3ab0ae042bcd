import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { columnsOfCell } from './columns.ts';
import { TABLE_COLUMN_MIN_WIDTH } from './constants.ts';
import { Table } from './Table.tsx';
import { TableColumnGroup } from './TableColumnGroup.tsx';
import { TableColumnResize, type TableColumnResizeProps } from './TableColumnResize.tsx';

/**
 * jsdom lays nothing out: a cell is as wide as the columns it covers, each as its `<col>` says, 200 px when unset.
 * A table with fixed widths, as a resize leaves it, also widens a column whose cell content is wider (never here).
 */
beforeEach(() => {
  vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableCellElement) {
    const columns = this.closest('table')?.querySelectorAll('col');
    const { first, last } = columnsOfCell(this);
    let width = 0;
    for (let index = first; index <= last; index++) width += parseFloat(columns?.[index]?.style.width ?? '') || 200;
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

  it('works in a plain <table> too: the widths go onto its columns, which it fixes', async () => {
    const onResize = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <table aria-label="Staff">
        <caption>Staff</caption>
        <thead>
          <tr>
            <th>
              Name
              <TableColumnResize onResize={onResize} />
            </th>
            <th>Age</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Ada</td>
            <td>36</td>
          </tr>
        </tbody>
      </table>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    await user.click(handle);
    await user.keyboard('{ArrowRight}');
    expect(onResize).toHaveBeenLastCalledWith(210);
    expect(handle).toHaveAttribute('aria-valuenow', '210');
    const table = container.querySelector('table')!;
    // A column group after the caption: the first resize fixes every column at the width it had.
    expect(table.children[1].tagName).toBe('COLGROUP');
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['210px', '200px']);
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.style.width).toBe('410px');
    expect(table).toHaveAttribute('data-resized', '');
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', String(TABLE_COLUMN_MIN_WIDTH));
    expect(table.querySelectorAll('colgroup')).toHaveLength(1);
    expect(table.style.width).toBe('280px');
  });

  it('in a plain <table> with its own column group, uses its <col> elements', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <table aria-label="Staff">
        <colgroup>
          <col />
          <col style={{ width: '120px' }} />
        </colgroup>
        <thead>
          <tr>
            <th>Name</th>
            <th>
              Age
              <TableColumnResize />
            </th>
          </tr>
        </thead>
      </table>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize Age' });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    await user.click(handle);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(container.querySelectorAll('colgroup')).toHaveLength(1);
    expect([...container.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['200px', '170px']);
  });

  describe('under headers that span columns', () => {
    /**
     * Name (2 rows) | Contact (over Phone and Email) | Age (2 rows)
     *               | Phone | Email |
     */
    const grouped = (onResize = vi.fn(), Wrapper: 'table' | typeof Table = Table) => {
      const user = userEvent.setup();
      const { container } = render(
        <Wrapper aria-label="Staff">
          <thead>
            <tr>
              <th rowSpan={2}>
                Name
                <TableColumnResize />
              </th>
              <th colSpan={2}>
                Contact
                <TableColumnResize onResize={onResize} />
              </th>
              <th rowSpan={2}>
                Age
                <TableColumnResize />
              </th>
            </tr>
            <tr>
              <th>
                Phone
                <TableColumnResize />
              </th>
              <th>
                Email
                <TableColumnResize />
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Ada</td>
              <td>555</td>
              <td>ada@example.com</td>
              <td>36</td>
            </tr>
          </tbody>
        </Wrapper>,
      );
      const widths = () => [...container.querySelectorAll('col')].map((col) => col.style.width);
      const handle = (name: string) => screen.getByRole('separator', { name: `Resize ${name}` });
      /** Focuses the named header's handle by a click, then presses `keys` on it. */
      const resize = async (name: string, keys: string) => {
        await user.click(handle(name));
        await user.keyboard(keys);
      };
      return { user, widths, handle, resize, onResize };
    };

    it('a header after a row-spanning one resizes its own column, not the one its index in the row names', async () => {
      const { widths, resize } = grouped();
      await resize('Email', '{ArrowRight}');
      expect(widths()).toEqual(['200px', '200px', '210px', '200px']);
      await resize('Phone', '{ArrowLeft}');
      expect(widths()).toEqual(['200px', '190px', '210px', '200px']);
      // Age is the third cell of its row and the fourth column.
      await resize('Age', '{ArrowRight}');
      expect(widths()).toEqual(['200px', '190px', '210px', '210px']);
    });

    it('a spanning header moves its end edge: the last column under it, whose width it shows', async () => {
      const { widths, handle, resize, onResize } = grouped();
      expect(handle('Contact')).toHaveAttribute('aria-valuenow', '200');
      await resize('Contact', '{ArrowRight}');
      expect(widths()).toEqual(['200px', '200px', '210px', '200px']);
      expect(onResize).toHaveBeenLastCalledWith(210);
      expect(handle('Contact')).toHaveAttribute('aria-valuenow', '210');
      expect(handle('Email')).toHaveAttribute('aria-valuenow', '210');
    });

    it('the same in a plain <table>', async () => {
      const { widths, resize } = grouped(vi.fn(), 'table');
      await resize('Age', '{ArrowRight}');
      expect(widths()).toEqual(['200px', '200px', '200px', '210px']);
      await resize('Contact', '{ArrowLeft}');
      expect(widths()).toEqual(['200px', '200px', '190px', '210px']);
    });
  });

  it('has no axe violations', async () => {
    setup();
    expect((await axe.run(document.body.firstElementChild!)).violations).toEqual([]);
  });
});
