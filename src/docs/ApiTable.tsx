import { isValidElement, type ReactElement } from 'react';
import type { ComponentApi } from './api-types';
import type { KeyboardRow, ManualTable } from './types';

type Cell = string | { code: string } | ReactElement;

interface TableProps {
  caption: string;
  columns: string[];
  rows: Cell[][];
}

/** Text as JSDoc writes it, with `backticked` names set as code rather than shown with their backticks. */
export function TextWithCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

/** One docs table; wide tables scroll sideways inside their own box, never the page. */
export function DocsTable({ caption, columns, rows }: TableProps) {
  return (
    <div className="docs-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{typeof cell === 'string' || isValidElement(cell) ? cell : <code>{cell.code}</code>}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The generated Property · Description · Type · Default table of one component. */
export function ApiTable({ api }: { api: ComponentApi }) {
  return (
    <DocsTable
      caption={api.name}
      columns={['Property', 'Description', 'Type', 'Default']}
      rows={api.rows.map((row) => [
        { code: row.required ? `${row.property} (required)` : row.property },
        <TextWithCode text={row.description} />,
        { code: row.type },
        row.default === '-' ? '-' : { code: row.default },
      ])}
    />
  );
}

export function ManualApiTable({ table }: { table: ManualTable }) {
  return <DocsTable caption={table.title} columns={table.columns} rows={table.rows} />;
}

export function KeyboardTable({ rows }: { rows: KeyboardRow[] }) {
  return (
    <DocsTable
      caption="Keyboard interactions"
      columns={['Keys', 'Action']}
      rows={rows.map((row) => [{ code: row.keys }, row.action])}
    />
  );
}
