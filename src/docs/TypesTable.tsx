import type { ApiType } from './api-types';
import { Code, TextWithCode, TypeCode } from './code';
import { typeRowId, typeText } from './type-text';
import { DocsTable } from './DocsTable';
import { TABLE_FROM_REM } from './table-width';

/** More fields than this are folded to their count: a settings object's two dozen would bury the table. */
const FOLD_FIELDS = 6;

/** An object type's fields, one a line, each with its JSDoc. */
function Fields({ type }: { type: ApiType }) {
  const fields = type.fields ?? [];
  const list = (
    <ul className="docs-fields">
      {fields.map((field) => (
        <li key={field.name}>
          <Code text={`${field.name}${field.optional ? '?' : ''}: ${typeText(field.type)}`} refs={type.typeRefs} />
          {field.description && (
            <span className="docs-fields__description">
              <TextWithCode text={field.description} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  if (fields.length <= FOLD_FIELDS) return list;
  return (
    <details className="docs-table__fold">
      <summary>{fields.length} fields</summary>
      {list}
    </details>
  );
}

/** What a named type is: an alias's type, or an interface's fields (after what it extends). */
function Definition({ type }: { type: ApiType }) {
  return (
    <>
      {type.definition && (
        <div>
          {type.fields && 'extends '}
          <TypeCode type={type.definition} refs={type.typeRefs} />
        </div>
      )}
      {type.fields && <Fields type={type} />}
    </>
  );
}

/**
 * The named types a page's API tables use (`SelectValue`, `TableScroll`), each with its definition and
 * JSDoc, at `#type-<Name>`: a row's type links here rather than spelling out an object type in every row.
 */
export function TypesTable({ types, targetId }: { types: readonly ApiType[]; targetId?: string }) {
  return (
    <DocsTable
      caption="Types"
      // Every column holds long text (a type's fields with their notes, then its description): it reads
      // better stacked until the widest step.
      tableFrom={TABLE_FROM_REM[TABLE_FROM_REM.length - 1]}
      columns={[{ label: 'Type' }, { label: 'Definition' }, { label: 'Description', prose: true }]}
      targetId={targetId}
      rows={types.map((type) => ({
        id: typeRowId(type.name),
        cells: [
          <Code text={`${type.name}${typeText(type.parameters)}`} />,
          <Definition type={type} />,
          <TextWithCode text={type.description} />,
        ],
      }))}
    />
  );
}
