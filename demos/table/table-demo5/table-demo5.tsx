import { useState } from 'react';
import { TableColumnResize, TableSortHeader, sortRows, type SortDirection } from 'aquila-ui/table';
import { CLIMATE, type City } from './climate';
import './table-demo5.scss';

type Column = keyof City;
interface Sort {
  column: Column;
  direction: SortDirection;
}

export default function TableDemo5() {
  // One sort for the whole table, kept here: each header is told its own direction.
  const [sort, setSort] = useState<Sort>({ column: 'city', direction: 'ascend' });
  const rows = sortRows(CLIMATE, sort.column, sort.direction);

  const header = (column: Column, label: string, rowSpan?: number) => (
    <TableSortHeader
      rowSpan={rowSpan}
      direction={sort.column === column ? sort.direction : null}
      onDirectionChange={(direction) => setSort({ column, direction })}
      resizeHandle={<TableColumnResize />}
    >
      {label}
    </TableSortHeader>
  );

  return (
    <div className="table-demo5">
      <table className="table-demo5__table">
        <caption>Climate of five cities</caption>
        <thead>
          <tr>
            {header('city', 'City', 2)}
            <th scope="colgroup" colSpan={2}>
              Average temperature (°C)
              {/* Under a header over two columns, the handle moves the edge of the second. */}
              <TableColumnResize />
            </th>
            {header('rain', 'Rain (mm a year)', 2)}
          </tr>
          <tr>
            {header('january', 'January')}
            {header('july', 'July')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.city}>
              <th scope="row">{row.city}</th>
              <td>{row.january}</td>
              <td>{row.july}</td>
              <td>{row.rain}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
