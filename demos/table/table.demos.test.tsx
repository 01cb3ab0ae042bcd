import { act } from 'react';
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableDemo1 from './table-demo1/table-demo1';
import TableDemo2 from './table-demo2/table-demo2';
import { CONTACTS } from './table-demo2/contacts';
import TableDemo3 from './table-demo3/table-demo3';
import TableDemo4 from './table-demo4/table-demo4';
import { EMPLOYEES } from './table-demo4/employees';
import { OUT_OF_RANGE, PRODUCTIVITY_COLORS, productivityColor } from './table-demo4/productivity';
import TableDemo5 from './table-demo5/table-demo5';
import { columnsOfCell } from '../../library/table/columns';

// Floating UI (the page-size chooser's list, the tooltips) measures asynchronously; let it settle inside act.
const settle = () => act(async () => {});

/** The text of one column of a table's body rows. */
const column = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[index].textContent);

afterEach(() => vi.restoreAllMocks());

describe('table demos', () => {
  it('demo1 is a simple table of names, ages, emails and addresses', () => {
    render(<TableDemo1 />);
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Age', 'Email', 'Address']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('rowheader', { name: 'Amina Diallo' })).toBeInTheDocument();
    expect(table).not.toHaveAttribute('data-bordered');
  });

  it('demo2 scrolls its body at 400 px under a sticky header', () => {
    render(<TableDemo2 />);
    const table = screen.getByRole('table', { name: /^Address book/ });
    const box = table.parentElement!;
    expect(box).toHaveAttribute('data-scroll-y', '');
    // jsdom folds calc(400px + 0px): it measures no header.
    expect(box.style.maxHeight).toBe('calc(400px)');
    expect(CONTACTS.length).toBeGreaterThanOrEqual(20);
    expect(within(table).getAllByRole('row')).toHaveLength(CONTACTS.length + 1);
  });

  it('demo2 sorts ages as numbers and names by locale, and unsorting restores the original order', async () => {
    const user = userEvent.setup();
    render(<TableDemo2 />);
    const table = screen.getByRole('table', { name: /^Address book/ });
    const original = column(table, 0);
    const ages = CONTACTS.map((contact) => contact.age);

    await user.click(screen.getByRole('button', { name: 'Age (not sorted)' }));
    expect(column(table, 1)).toEqual([...ages].sort((a, b) => a - b).map(String));
    expect(screen.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Age (sorted ascending)' }));
    expect(column(table, 1)).toEqual([...ages].sort((a, b) => b - a).map(String));

    await user.click(screen.getByRole('button', { name: 'Name (not sorted)' }));
    expect(screen.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute('aria-sort', 'none');
    const names = column(table, 0);
    expect(names).toEqual([...original].sort((a, b) => a!.localeCompare(b!)));
    // By locale, Émile sorts among the E names, not after Z.
    expect(names.indexOf('Émile Fournier')).toBeLessThan(names.indexOf('Zanele Dube'));

    await user.click(screen.getByRole('button', { name: 'Name (sorted ascending)' }));
    await user.click(screen.getByRole('button', { name: 'Name (sorted descending)' }));
    expect(column(table, 0)).toEqual(original);
  });

  it('demo3 is bordered and its columns resize from their starting widths, never below 80 px', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: a header cell is as wide as its column's <col> says.
    vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableCellElement) {
      const width = parseFloat(this.closest('table')!.querySelectorAll('col')[this.cellIndex].style.width) || 300;
      return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0 } as DOMRect;
    });
    const { container } = render(<TableDemo3 />);
    const table = screen.getByRole('table', { name: 'Contacts with resizable columns' });
    expect(table).toHaveAttribute('data-bordered', '');
    const widths = () => [...container.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths()).toEqual(['180px', '100px', '260px', '']);

    const name = screen.getByRole('separator', { name: 'Resize Name' });
    expect(name).toHaveAttribute('aria-valuenow', '180');
    await user.click(name);
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(widths()).toEqual(['240px', '100px', '260px', '300px']);
    expect(screen.getByRole('status')).toHaveTextContent('Name is now 240 px wide.');

    const age = screen.getByRole('separator', { name: 'Resize Age' });
    await user.click(age);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(age).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('status')).toHaveTextContent('Age is now 80 px wide.');
  });

  it('demo4 shows 37 employees five at a time in a table at least 1800 px wide', async () => {
    const user = userEvent.setup();
    render(<TableDemo4 />);
    expect(EMPLOYEES).toHaveLength(37);
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(table.style.minWidth).toBe('1800px');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/\(not sorted\)$/, '')),
    ).toEqual([
      'Picture',
      'Full name',
      'Job title',
      'Country',
      'Status',
      'Satisfaction',
      'Productivity',
      'Salary',
      'Phone',
      'Email',
      'Address',
      'Social',
    ]);
    expect(column(table, 1)).toEqual(EMPLOYEES.slice(0, 5).map((employee) => employee.full_name));
    const nav = screen.getByRole('navigation', { name: 'Employees pages' });
    expect(within(nav).getByText('1 - 5 of 37')).toBeInTheDocument();

    await user.click(within(nav).getByRole('combobox', { name: 'Items per page:' }));
    await settle();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await settle();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(within(nav).getByText('21 - 37 of 37')).toBeInTheDocument();
    expect(column(table, 1)).toEqual(EMPLOYEES.slice(20).map((employee) => employee.full_name));
  });

  it('demo4 shows every field of a row: picture, flag, status, stars, coloured productivity, salary and social links', () => {
    render(<TableDemo4 />);
    const employee = EMPLOYEES[0];
    const row = screen.getByText(employee.full_name, { selector: 'td' }).closest('tr')!;
    expect(within(row).getByRole('img', { name: employee.full_name })).toHaveAttribute('src', employee.picture);
    const flag = row.querySelector(`img[src="/assets/images/table/flags/${employee.country.toLowerCase()}.svg"]`);
    expect(flag).toHaveAttribute('alt', '');
    expect(within(row).getByText(employee.status)).toHaveAttribute('data-status', employee.status.toLowerCase());
    expect(within(row).getByRole('img', { name: `Satisfaction: ${employee.satisfaction} out of 5 stars` })).toBeInTheDocument();
    expect(within(row).getByText(`${employee.productivity}%`)).toBeInTheDocument();
    expect(within(row).getByText(employee.phone)).toBeInTheDocument();
    expect(within(row).getByText(employee.email)).toBeInTheDocument();
    expect(within(row).getByText(employee.address)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${employee.full_name} on LinkedIn` })).toHaveAttribute('href', employee.linkedIn);
    expect(within(row).getByRole('link', { name: `${employee.full_name} on Twitter` })).toHaveAttribute('href', employee.twitter);
    expect(within(row).getByRole('link', { name: `${employee.full_name} on Instagram` })).toHaveAttribute('href', employee.instagram);
  });

  it('demo4 colours each productivity bar by its score', () => {
    render(<TableDemo4 />);
    const bars = [...document.querySelectorAll<HTMLElement>('.table-demo4__bar > span')];
    expect(bars).toHaveLength(5);
    bars.forEach((bar, index) => {
      const value = EMPLOYEES[index].productivity;
      expect(bar.style.width).toBe(`${value}%`);
      const expected = value <= 50 ? 'rgb(255, 77, 79)' : value <= 80 ? 'rgb(24, 144, 255)' : 'rgb(82, 196, 26)';
      expect(bar.style.background).toBe(expected);
    });
  });

  it('the productivity colour is red up to 50, blue up to 80, green up to 100, and a value above 100 throws', () => {
    expect(PRODUCTIVITY_COLORS).toEqual({ low: '#FF4D4F', medium: '#1890FF', high: '#52C41A' });
    expect([0, 33.3, 50].map(productivityColor)).toEqual(['#FF4D4F', '#FF4D4F', '#FF4D4F']);
    expect([50.01, 79.5, 80].map(productivityColor)).toEqual(['#1890FF', '#1890FF', '#1890FF']);
    expect([80.25, 99.9, 100].map(productivityColor)).toEqual(['#52C41A', '#52C41A', '#52C41A']);
    expect(OUT_OF_RANGE).toBe('Valor fuera de rango');
    expect(() => productivityColor(100.01)).toThrow(new RangeError('Valor fuera de rango'));
    expect(() => productivityColor(250)).toThrow('Valor fuera de rango');
    expect(() => productivityColor(Number.NaN)).toThrow('Valor fuera de rango');
    expect(EMPLOYEES.every((employee) => employee.productivity >= 0 && employee.productivity <= 100)).toBe(true);
    expect(EMPLOYEES.some((employee) => !Number.isInteger(employee.productivity))).toBe(true);
  });

  it('demo4 sorts numbers numerically and text by locale, starting on the first page', async () => {
    const user = userEvent.setup();
    render(<TableDemo4 />);
    const table = screen.getByRole('table', { name: 'Employees' });
    const nav = screen.getByRole('navigation', { name: 'Employees pages' });

    await user.click(screen.getByRole('button', { name: 'Productivity (not sorted)' }));
    const byProductivity = [...EMPLOYEES].sort((a, b) => a.productivity - b.productivity);
    expect(column(table, 1)).toEqual(byProductivity.slice(0, 5).map((employee) => employee.full_name));
    expect(within(nav).getByText('1 - 5 of 37')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salary (not sorted)' }));
    expect(screen.getByRole('columnheader', { name: /^Productivity/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Salary (sorted ascending)' }));
    const bySalary = [...EMPLOYEES].sort((a, b) => b.salary - a.salary);
    expect(column(table, 1)).toEqual(bySalary.slice(0, 5).map((employee) => employee.full_name));

    await user.click(screen.getByRole('button', { name: 'Full name (not sorted)' }));
    const byName = EMPLOYEES.map((employee) => employee.full_name).sort((a, b) => a.localeCompare(b));
    expect(column(table, 1)).toEqual(byName.slice(0, 5));
  });

  it('demo4 unsorting restores the original order and the page shown before sorting', async () => {
    const user = userEvent.setup();
    render(<TableDemo4 />);
    const table = screen.getByRole('table', { name: 'Employees' });
    const nav = screen.getByRole('navigation', { name: 'Employees pages' });
    const next = within(nav).getByRole('button', { name: 'Next page' });
    await user.click(next);
    await user.click(next);
    expect(within(nav).getByText('11 - 15 of 37')).toBeInTheDocument();
    const pageThree = column(table, 1);

    await user.click(screen.getByRole('button', { name: 'Country (not sorted)' }));
    expect(within(nav).getByText('1 - 5 of 37')).toBeInTheDocument();
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Country (sorted ascending)' }));
    expect(within(nav).getByText('1 - 5 of 37')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Country (sorted descending)' }));

    expect(within(nav).getByText('11 - 15 of 37')).toBeInTheDocument();
    expect(column(table, 1)).toEqual(pageThree);
  });

  it('demo5 sorts a plain table from one state, starting with the cities in order', async () => {
    const user = userEvent.setup();
    render(<TableDemo5 />);
    const table = screen.getByRole('table', { name: 'Climate of five cities' });
    const cities = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(screen.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(cities()).toEqual(['Buenos Aires', 'Cairo', 'Lisbon', 'Oslo', 'Singapore']);
    await user.click(screen.getByRole('button', { name: /^July/ }));
    expect(screen.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /^July/ })).toHaveAttribute('aria-sort', 'ascending');
    const july = [...(table as HTMLTableElement).tBodies[0].rows].map((row) => row.cells[2].textContent);
    expect(july).toEqual(['11', '17', '23', '28', '28']);
    await user.click(screen.getByRole('button', { name: /^July/ }));
    await user.click(screen.getByRole('button', { name: /^July/ }));
    // Unsorted: the rows in the order of the data.
    expect(cities()).toEqual(['Lisbon', 'Oslo', 'Cairo', 'Singapore', 'Buenos Aires']);
  });

  it('demo5 resizes the column under each handle, the second of the two under the grouped header', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: a cell is as wide as the <col>s of the columns it covers, 150 px each when unset.
    vi.spyOn(HTMLTableCellElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableCellElement) {
      const cols = this.closest('table')!.querySelectorAll('col');
      const { first, last } = columnsOfCell(this);
      let width = 0;
      for (let index = first; index <= last; index++) width += parseFloat(cols[index]?.style.width ?? '') || 150;
      return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0 } as DOMRect;
    });
    const { container } = render(<TableDemo5 />);
    const widths = () => [...container.querySelectorAll('col')].map((col) => col.style.width);
    await user.click(screen.getByRole('separator', { name: 'Resize Average temperature (°C)' }));
    await user.keyboard('{ArrowRight}');
    expect(widths()).toEqual(['150px', '150px', '160px', '150px']);
    await user.click(screen.getByRole('separator', { name: 'Resize January' }));
    await user.keyboard('{ArrowLeft}');
    expect(widths()).toEqual(['150px', '140px', '160px', '150px']);
    await user.click(screen.getByRole('separator', { name: /^Resize Rain/ }));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(widths()).toEqual(['150px', '140px', '160px', '200px']);
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <TableDemo1 />
        <TableDemo2 />
        <TableDemo3 />
        <TableDemo4 />
        <TableDemo5 />
      </>,
    );
    await settle();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
