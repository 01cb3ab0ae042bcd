import { useMemo, useState } from 'react';
import { Table, TableSortHeader, sortRows, type SortDirection } from 'aquila-ui/table';
import { CONTACTS, type Contact } from './contacts';
import './table-demo2.scss';

const COLUMNS: { key: keyof Contact; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'age', label: 'Age' },
  { key: 'email', label: 'Email' },
  { key: 'address', label: 'Address' },
];

export default function TableDemo2() {
  const [sorting, setSorting] = useState<{ key: keyof Contact; direction: SortDirection }>({ key: 'name', direction: null });
  // Ages sort as numbers and texts by the reader's language; no direction gives the original order back.
  const rows = useMemo(() => sortRows(CONTACTS, sorting.key, sorting.direction), [sorting]);

  return (
    <Table className="table-demo2" scroll={{ y: '400px' }}>
      <caption>Address book ({CONTACTS.length} contacts)</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <TableSortHeader key={column.key} onDirectionChange={(direction) => setSorting({ key: column.key, direction })}>
              {column.label}
            </TableSortHeader>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((contact) => (
          <tr key={contact.email}>
            <td>{contact.name}</td>
            <td className="table-demo2__number">{contact.age}</td>
            <td>{contact.email}</td>
            <td>{contact.address}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
