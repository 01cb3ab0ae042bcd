import { useState } from 'react';
import { Table, TableColumnGroup, TableColumnResize } from 'aquila-ui/table';
import './table-demo3.scss';

const COLUMNS = ['Name', 'Age', 'Email', 'Address'];
// A starting width per column, in px; null lets the last one take the room that is left.
const WIDTHS = [180, 100, 260, null];

const PEOPLE = [
  { name: 'Ines Carvalho', age: 34, email: 'ines.carvalho@example.com', address: '14 Maple Lane, Porto' },
  { name: 'Tomasz Zielinski', age: 28, email: 'tomasz.zielinski@example.com', address: '3 Harbour Road, Gdynia' },
  { name: 'Amina Diallo', age: 45, email: 'amina.diallo@example.com', address: '88 Orchard Street, Dakar' },
  { name: 'Rafael Ortega', age: 39, email: 'rafael.ortega@example.com', address: '21 Linden Avenue, Seville' },
];

export default function TableDemo3() {
  const [lastResize, setLastResize] = useState('Drag a column’s edge, or focus it and press the arrow keys.');

  return (
    <div className="table-demo3">
      <Table bordered aria-label="Contacts with resizable columns">
        <TableColumnGroup widths={WIDTHS} />
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
                <TableColumnResize onResize={(width) => setLastResize(`${column} is now ${width} px wide.`)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PEOPLE.map((person) => (
            <tr key={person.email}>
              <td>{person.name}</td>
              <td>{person.age}</td>
              <td>{person.email}</td>
              <td>{person.address}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="table-demo3__status" role="status">
        {lastResize}
      </p>
    </div>
  );
}
