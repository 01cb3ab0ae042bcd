import { useMemo, useState } from 'react';
import { Table, TableSortHeader, sortRows, type SortDirection } from 'aquila-ui/table';

interface Contributor {
  name: string;
  commits: number;
}

const CONTRIBUTORS: Contributor[] = [
  { name: 'Ada', commits: 128 },
  { name: 'Grace', commits: 96 },
  { name: 'Alan', commits: 54 },
  { name: 'Katherine', commits: 211 },
];

/** A real table, small enough for a card: its headers sort it. */
export function TablePreview() {
  const [sorting, setSorting] = useState<{ key: keyof Contributor; direction: SortDirection }>({ key: 'name', direction: null });
  const rows = useMemo(() => sortRows(CONTRIBUTORS, sorting.key, sorting.direction), [sorting]);
  const sortBy = (key: keyof Contributor) => (direction: SortDirection) => setSorting({ key, direction });

  return (
    <Table containerProps={{ className: 'table-preview' }} aria-label="Commits by contributor">
      <thead>
        <tr>
          <TableSortHeader onDirectionChange={sortBy('name')}>Name</TableSortHeader>
          <TableSortHeader onDirectionChange={sortBy('commits')}>Commits</TableSortHeader>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td className="table-preview__number">{row.commits}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
