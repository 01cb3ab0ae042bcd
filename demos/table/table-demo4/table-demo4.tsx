import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Avatar } from 'aquila-ui/avatar';
import { Paginator, type PaginatorStatus } from 'aquila-ui/paginator';
import { Rate } from 'aquila-ui/rate';
import { Table, TableSortHeader, sortRows, type SortDirection } from 'aquila-ui/table';
import { Country, Productivity, SocialLinks, Status } from './cells';
import { EMPLOYEES, type Employee } from './employees';
import { countryName, formatSalary } from './format';
import './table-demo4.scss';

interface Column {
  label: string;
  cell: (employee: Employee) => ReactNode;
  /** What the column sorts by; columns without it do not sort. */
  sortBy?: (employee: Employee) => unknown;
}

const COLUMNS: Column[] = [
  { label: 'Picture', cell: (e) => <Avatar src={e.picture} name={e.full_name} size="large" /> },
  { label: 'Full name', cell: (e) => e.full_name, sortBy: (e) => e.full_name },
  { label: 'Job title', cell: (e) => e.job_title, sortBy: (e) => e.job_title },
  { label: 'Country', cell: (e) => <Country code={e.country} />, sortBy: (e) => countryName(e.country) },
  { label: 'Status', cell: (e) => <Status status={e.status} />, sortBy: (e) => e.status },
  {
    label: 'Satisfaction',
    cell: (e) => <Rate readOnly value={e.satisfaction} aria-label="Satisfaction" />,
    sortBy: (e) => e.satisfaction,
  },
  { label: 'Productivity', cell: (e) => <Productivity value={e.productivity} />, sortBy: (e) => e.productivity },
  { label: 'Salary', cell: (e) => formatSalary(e.salary), sortBy: (e) => e.salary },
  { label: 'Phone', cell: (e) => e.phone, sortBy: (e) => e.phone },
  { label: 'Email', cell: (e) => e.email, sortBy: (e) => e.email },
  { label: 'Address', cell: (e) => e.address, sortBy: (e) => e.address },
  {
    label: 'Social',
    cell: (e) => <SocialLinks name={e.full_name} linkedIn={e.linkedIn} twitter={e.twitter} instagram={e.instagram} />,
  },
];

interface Sorting {
  column: Column | null;
  direction: SortDirection;
}

export default function TableDemo4() {
  const [sorting, setSorting] = useState<Sorting>({ column: null, direction: null });
  const [page, setPage] = useState<PaginatorStatus>({ currentPageIndex: 0, pageSize: 5 });
  // The first row shown before sorting began, so that unsorting shows those rows again, whatever the page size is by then.
  const firstRowBeforeSorting = useRef(0);

  const rows = useMemo(
    () => (sorting.column?.sortBy ? sortRows(EMPLOYEES, sorting.column.sortBy, sorting.direction) : EMPLOYEES),
    [sorting],
  );
  const start = page.currentPageIndex * page.pageSize;
  const shown = rows.slice(start, start + page.pageSize);

  const sortColumn = (column: Column, direction: SortDirection) => {
    if (sorting.direction === null && direction !== null) firstRowBeforeSorting.current = start;
    // A new order starts on its first page; the original order comes back where it was left.
    const pageIndex = direction === null ? Math.floor(firstRowBeforeSorting.current / page.pageSize) : 0;
    setSorting({ column, direction });
    setPage({ ...page, currentPageIndex: pageIndex });
  };

  return (
    <div className="table-demo4">
      <Table aria-label="Employees" scroll={{ x: '1800px' }}>
        <thead>
          <tr>
            {COLUMNS.map((column) =>
              column.sortBy ? (
                <TableSortHeader key={column.label} onDirectionChange={(direction) => sortColumn(column, direction)}>
                  {column.label}
                </TableSortHeader>
              ) : (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((employee) => (
            <tr key={employee.email}>
              {COLUMNS.map((column) => (
                <td key={column.label}>{column.cell(employee)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Paginator
        aria-label="Employees pages"
        length={EMPLOYEES.length}
        pageSizeOptions={[5, 10, 20]}
        pageStatus={page}
        onPage={({ currentPageIndex, pageSize }) => setPage({ currentPageIndex, pageSize })}
      />
    </div>
  );
}
