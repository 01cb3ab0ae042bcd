import type { ComponentApi } from './api-types';
import type { KeyboardRow, ManualTable } from '../demo-model/doc-page';
import { apiRowId, keyboardRowId } from './anchors';
import { Code, DefaultValue, TextWithCode, TypeCode } from './code';
import { DocsTable } from './DocsTable';
import { TypesTable } from './TypesTable';
import { tableFrom } from './table-width';
import { typeText } from './type-text';
import './ApiTable.scss';

/**
 * The generated Property · Description · Type · Default table of one component; after it, the Types table
 * of the named types it carries (the page's last table carries those of them all, see useApiDocs).
 */
export function ApiTable({ api, targetId }: { api: ComponentApi; targetId?: string }) {
  return (
    <>
      <DocsTable
        caption={api.name}
        columns={[{ label: 'Property' }, { label: 'Description', prose: true }, { label: 'Type' }, { label: 'Default' }]}
        targetId={targetId}
        tableFrom={tableFrom([
          api.rows.map((row) => row.property),
          'prose',
          api.rows.map((row) => typeText(row.type)),
          api.rows.map((row) => row.default),
        ])}
        rows={api.rows.map((row) => ({
          id: apiRowId(api.name, row.property),
          cells: [
            <>
              <Code text={row.property} />
              {row.required && <span className="docs-table__required"> (required)</span>}
            </>,
            <TextWithCode text={row.description} />,
            <TypeCode type={row.type} refs={row.typeRefs} />,
            <DefaultValue value={row.default} />,
          ],
        }))}
      />
      {api.types && api.types.length > 0 && <TypesTable types={api.types} targetId={targetId} />}
    </>
  );
}

/** A table written by hand; every column but the description holds code. */
export function ManualApiTable({ table }: { table: ManualTable }) {
  const columns = table.columns.map((label) => ({ label, prose: label === 'Description' }));
  return (
    <DocsTable
      caption={table.title}
      columns={columns}
      tableFrom={tableFrom(columns.map((column, index) => (column.prose ? 'prose' : table.rows.map((row) => row[index] ?? ''))))}
      rows={table.rows.map((row) => ({
        cells: row.map((cell, index) => (columns[index]?.prose ? cell : <Code text={cell} />)),
      }))}
    />
  );
}

export function KeyboardTable({ rows, targetId }: { rows: KeyboardRow[]; targetId?: string }) {
  return (
    <DocsTable
      caption="Keyboard interactions"
      columns={[{ label: 'Keys' }, { label: 'Action', prose: true }]}
      targetId={targetId}
      tableFrom={tableFrom([rows.map((row) => row.keys), 'prose'])}
      rows={rows.map((row, index) => ({ id: keyboardRowId(index), cells: [<Code text={row.keys} />, row.action] }))}
    />
  );
}
