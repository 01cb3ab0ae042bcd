import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import axe from 'axe-core';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Table, type TableProps } from './Table.tsx';
import { TableColumnGroup } from './TableColumnGroup.tsx';
import { TableColumnResize } from './TableColumnResize.tsx';

/** jsdom lays nothing out; a box "overflows" when the test says its content is wider than it. */
function layOut({ overflows }: { overflows: boolean }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(overflows ? 900 : 300);
}

afterEach(() => vi.restoreAllMocks());

const Rows = () => (
  <>
    <thead>
      <tr>
        <th>Name</th>
        <th>Age</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Marta</td>
        <td>41</td>
      </tr>
    </tbody>
  </>
);

/** A Name header that can be resized, and an Age header that cannot. */
const resizableHead = (
  <thead>
    <tr>
      <th>
        Name
        <TableColumnResize />
      </th>
      <th>Age</th>
    </tr>
  </thead>
);

function renderTable(props: Partial<TableProps> = {}, caption: string | null = 'Staff') {
  const result = render(
    <Table {...props}>
      {caption && <caption>{caption}</caption>}
      <Rows />
    </Table>,
  );
  const table = screen.getByRole('table');
  return { ...result, table, box: table.parentElement as HTMLDivElement };
}

describe('Table', () => {
  itConforms(Table, { props: { children: <Rows /> }, element: 'table' });

  it('renders a native table in its box, without scroll sizes or borders by default', () => {
    layOut({ overflows: false });
    const { table, box } = renderTable();
    expect(table).toHaveClass('aq-table');
    expect(table).toHaveAccessibleName('Staff');
    expect(box).toHaveClass('aq-table__container');
    expect(table.style.minWidth).toBe('');
    expect(box.style.maxHeight).toBe('');
    for (const element of [table, box]) expect(element).not.toHaveAttribute('data-bordered');
    expect(box).not.toHaveAttribute('data-scroll-x');
    expect(box).not.toHaveAttribute('data-scroll-y');
  });

  it('scroll.x is the least width of the table, as a CSS length or in px', () => {
    const { table, box, rerender } = renderTable({ scroll: { x: '1800px' } });
    expect(table.style.minWidth).toBe('1800px');
    expect(box).toHaveAttribute('data-scroll-x', '');
    rerender(
      <Table scroll={{ x: 960 }}>
        <Rows />
      </Table>,
    );
    expect(table.style.minWidth).toBe('960px');
  });

  it('scroll.y is the most height of the body, below the header, which then sticks to the top', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const { table, box } = renderTable({ scroll: { y: '400px' } });
    // jsdom folds calc(400px + 48px).
    expect(box.style.maxHeight).toBe('calc(448px)');
    expect(box).toHaveAttribute('data-scroll-y', '');
    expect(table.style.minWidth).toBe('');
  });

  it('rendered on a server, a scrolling body’s box adds the stylesheet’s estimate of the header, not 0', () => {
    const html = renderToString(
      <Table scroll={{ y: '400px' }}>
        <Rows />
      </Table>,
    );
    expect(html).toContain('max-height:calc(400px + var(--aq-table-head-estimate))');
  });

  it('takes px as text, and a scroll size that is no size sets nothing, warning once', () => {
    const warn = watchWarnings();
    const { table, box, rerender } = renderTable({ scroll: { x: '1800', y: 'tall' } });
    expect(table.style.minWidth).toBe('1800px');
    expect(box.style.maxHeight).toBe('');
    expect(box).not.toHaveAttribute('data-scroll-y');
    rerender(
      <Table scroll={{ x: '1800', y: 'tall' }} bordered>
        <Rows />
      </Table>,
    );
    expect(warn.mock.calls).toEqual([
      [
        'Aquila UI: Table scroll.y must be a number of pixels (200 or "200px") or a CSS length ("30rem", "50%"); got "tall". The default is used.',
      ],
    ]);
  });

  it('null scroll and empty sizes set nothing', () => {
    const { table, box } = renderTable({ scroll: { x: null, y: '' } });
    expect(table.style.minWidth).toBe('');
    expect(box.style.maxHeight).toBe('');
  });

  it('bordered marks the table and its box', () => {
    const { table, box } = renderTable({ bordered: true });
    expect(table).toHaveAttribute('data-bordered', '');
    expect(box).toHaveAttribute('data-bordered', '');
  });

  it('a box that scrolls is a focusable region named by the caption', async () => {
    layOut({ overflows: true });
    const { table } = renderTable({ scroll: { x: '1800px' } });
    const region = screen.getByRole('region', { name: 'Staff' });
    expect(region).toBe(table.parentElement);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-overflows', '');
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it('a box that does not scroll is neither a region nor a tab stop', () => {
    layOut({ overflows: false });
    const { box } = renderTable({ scroll: { y: '400px' } });
    expect(screen.queryByRole('region')).toBeNull();
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('aria-labelledby');
  });

  it('the region takes the table’s aria-label or aria-labelledby when there is no caption', () => {
    layOut({ overflows: true });
    const { unmount } = renderTable({ 'aria-label': 'Employees' }, null);
    expect(screen.getByRole('region', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Employees' })).toBeInTheDocument();
    unmount();
    render(
      <>
        <h2 id="heading">Payroll</h2>
        <Table aria-labelledby="heading">
          <Rows />
        </Table>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Payroll' })).toBeInTheDocument();
  });

  it('warns in development when a table that scrolls has no name', () => {
    layOut({ overflows: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTable({}, null);
    expect(warn).toHaveBeenCalledWith(
      'Aquila UI: Table scrolls in its box but has no name. Give it a <caption> or an aria-label, so the box can say what it holds.',
    );
    warn.mockClear();
    cleanup();
    renderTable({ 'aria-label': 'Named' }, null);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the caption’s own id', () => {
    layOut({ overflows: true });
    render(
      <Table>
        <caption id="mine">Team</caption>
        <Rows />
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Team' })).toHaveAttribute('aria-labelledby', 'mine');
  });

  it('passes containerProps to the box, keeping its own class', () => {
    const { box } = renderTable({ containerProps: { className: 'mine', style: { marginTop: '4px' }, title: 'box' } });
    expect(box).toHaveClass('aq-table__container', 'mine');
    expect(box.style.marginTop).toBe('4px');
    expect(box).toHaveAttribute('title', 'box');
  });

  it('has no axe violations, scrolling or not', async () => {
    layOut({ overflows: true });
    const { container } = renderTable({ scroll: { x: '1800px', y: '400px' }, bordered: true });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('TableColumnGroup', () => {
  itConforms(TableColumnGroup, { props: { widths: [100] }, element: 'colgroup', wrap: (node) => <table>{node}</table> });

  it('gives each column its width: px for numbers, CSS lengths as written, none for null', () => {
    const { container } = render(
      <Table>
        <TableColumnGroup widths={[120, '30%', null]} />
        <Rows />
      </Table>,
    );
    const columns = [...container.querySelectorAll('colgroup.aq-table__columns > col')] as HTMLTableColElement[];
    expect(columns.map((column) => column.style.width)).toEqual(['120px', '30%', '']);
  });

  it('renders no columns without widths', () => {
    const { container } = render(
      <table>
        <TableColumnGroup />
      </table>,
    );
    expect(container.querySelectorAll('col')).toHaveLength(0);
  });

  it('a resize handle changes its column’s width and fixes the others at their laid-out widths', async () => {
    vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 150 } as DOMRect);
    const { container } = render(
      <Table aria-label="Staff">
        <TableColumnGroup widths={[150, null]} />
        {resizableHead}
      </Table>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('separator', { name: 'Resize Name' }));
    await user.keyboard('{ArrowRight}');
    const columns = [...container.querySelectorAll('col')] as HTMLTableColElement[];
    expect(columns.map((column) => column.style.width)).toEqual(['160px', '150px']);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-resized', '');
    expect(table.style.width).toBe('310px');
    expect(table.style.tableLayout).toBe('fixed');
  });

  it('the table adds a column group after its caption when a column is resized without one', async () => {
    vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
    render(
      <Table>
        <caption>Staff</caption>
        {resizableHead}
      </Table>,
    );
    const table = screen.getByRole('table');
    expect(table.querySelector('colgroup')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('separator'));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(table.children[0].tagName).toBe('CAPTION');
    expect(table.children[1].tagName).toBe('COLGROUP');
    expect([...table.querySelectorAll('col')].map((column) => column.style.width)).toEqual(['150px', '100px']);
  });
});
