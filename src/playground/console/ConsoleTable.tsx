import type { CollectionNode, ValueEntry, ValueNode } from '../runtime/console-types';
import { isCollection, keyText } from './value-preview';
import { ValueText } from './ValueText';

const VALUE_COLUMN = 'Value';

/** A row's name in the `(index)` column: the array index, the property, the map's key, a set's position. */
function rowName(entry: ValueEntry, index: number): string {
  if (entry.key === undefined) return String(index);
  return typeof entry.key === 'string' ? entry.key : keyText(entry.key);
}

/** A collection's cells by column name (a map's keys by their preview). */
function cellsOf(node: CollectionNode): Map<string, ValueNode> {
  return new Map(node.entries.map((entry, index) => [rowName(entry, index), entry.value]));
}

/** The columns `console.table(data, columns)` asked for, when its second argument is an array of strings. */
function requestedColumns(filter: ValueNode | undefined): string[] | null {
  if (filter?.kind !== 'array') return null;
  return filter.entries.flatMap(({ value }) => (value.kind === 'string' ? [value.text] : []));
}

/**
 * `console.table`: one row per entry of the data, one column per key any row has, `(index)` first;
 * rows that are not collections put their value in a "Value" column.
 */
export function ConsoleTable({ data, filter }: { data: CollectionNode; filter?: ValueNode }) {
  const rows = data.entries.map((entry, index) => ({
    name: rowName(entry, index),
    value: entry.value,
    cells: isCollection(entry.value) && !entry.value.truncated ? cellsOf(entry.value) : null,
  }));
  const keys = new Set<string>();
  rows.forEach((row) => row.cells?.forEach((_, key) => keys.add(key)));
  const requested = requestedColumns(filter);
  const columns = requested ?? [...keys];
  const valueColumn = rows.some((row) => !row.cells);
  return (
    <div className="console-table" tabIndex={0} role="group" aria-label="Table">
      <table>
        <thead>
          <tr>
            <th scope="col">(index)</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {valueColumn && <th scope="col">{VALUE_COLUMN}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.name}</th>
              {columns.map((column) => {
                const cell = row.cells?.get(column);
                return <td key={column}>{cell && <ValueText node={cell} nested />}</td>;
              })}
              {valueColumn && <td>{!row.cells && <ValueText node={row.value} nested />}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {data.more > 0 && <p className="console-value__more">… {data.more.toLocaleString('en-US')} more</p>}
    </div>
  );
}
