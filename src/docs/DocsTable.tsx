import type { ReactNode } from 'react';
import type { TableFrom } from './table-width';

export interface DocsTableColumn {
  label: string;
  /** Prose (a description) rather than code; it comes last when a row is shown as a stacked entry. */
  prose?: boolean;
}

export interface DocsTableRow {
  /** The row's id, the target of a link such as `#api-Button-size`. */
  id?: string;
  cells: ReactNode[];
}

interface DocsTableProps {
  caption: string;
  columns: DocsTableColumn[];
  rows: DocsTableRow[];
  /** The id the URL's fragment names: that row is highlighted. */
  targetId?: string;
  /** The width of its box, in rem, from which it is a table (see `tableFrom`); narrower, its rows stack. */
  tableFrom: TableFrom;
}

/**
 * One docs table. Where its columns fit its own width (`tableFrom`) it is a table; where they do not each
 * row is a stacked entry whose values carry their column's name. It stays one table for assistive
 * technology either way: the explicit roles keep its table semantics when the stacked layout changes how
 * its parts are displayed.
 */
export function DocsTable({ caption, columns, rows, targetId, tableFrom }: DocsTableProps) {
  return (
    <div className="docs-table-frame" data-table-from={tableFrom}>
      <div className="docs-table">
        <table role="table">
          <caption>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.label} scope="col" role="columnheader">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, rowIndex) => (
              <tr
                key={row.id ?? rowIndex}
                id={row.id}
                role="row"
                data-targeted={row.id !== undefined && row.id === targetId ? '' : undefined}
              >
                {row.cells.map((cell, cellIndex) => (
                  <td
                    key={cellIndex}
                    role="cell"
                    data-label={columns[cellIndex]?.label}
                    className={columns[cellIndex]?.prose ? 'docs-table__prose' : undefined}
                  >
                    <div className="docs-table__value">{cell}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
