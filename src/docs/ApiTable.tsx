import { Fragment, type ReactNode } from 'react';
import type { ApiType, ComponentApi } from './api-types';
import type { KeyboardRow, ManualTable } from '../demo-model/doc-page';
import { apiRowId, keyboardRowId } from './anchors';
import './ApiTable.scss';

/**
 * A word this long (a nested generic) may break inside itself, after `<`, `,`, `|`, `.` or `(`; a shorter
 * one never does. 36 characters of code still fit the narrowest entry, at 320 px.
 */
const LONG_WORD = 37;
/** A list default longer than this is folded to its length. */
const FOLD_LENGTH = 30;
/** Written before the word that follows them, so a line starts with `| 'large'` or `=> void`, not ends with it. */
const LEADING = new Set(['|', '&', '=>', '{', '(', '[', '?', '+', '/']);
/** Written after the word before them. */
const TRAILING = new Set(['}', ')', ']', '};', '},']);

/** The words of a piece of code, with the operators that belong to a neighbour joined to it. */
function codeWords(text: string): string[] {
  const words: string[] = [];
  let pending = '';
  // A quoted string is one word, spaces and all: 'Crop area' is not split at its space.
  for (const word of text.match(/(?:'[^']*'|"[^"]*"|[^\s'"]|['"])+/g) ?? []) {
    if (TRAILING.has(word) && words.length > 0 && !pending) {
      words[words.length - 1] += ` ${word}`;
    } else if (LEADING.has(word)) {
      pending += `${word} `;
    } else {
      words.push(pending + word);
      pending = '';
    }
  }
  if (pending) words.push(pending.trimEnd());
  return words;
}

/** The row of a named type in the page's Types table: `#type-SelectValue`. */
const typeRowId = (name: string) => `type-${name}`;

/** A piece of code with the names of `refs` set as links to their entries of the Types table. */
function linkNames(text: string, refs: ReadonlySet<string> | undefined): ReactNode {
  if (!refs || refs.size === 0) return text;
  // A quoted string is skipped whole: a name inside it ('SelectValue') is text, not a reference.
  const parts = text.split(/('[^']*'|"[^"]*"|[A-Za-z_$][\w$]*)/);
  return parts.map((part, index) =>
    index % 2 === 1 && refs.has(part) ? (
      <a key={index} className="docs-code__ref" href={`#${typeRowId(part)}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * Code that wraps only between its words, at its own separators: a type such as `readonly string[]` or
 * `'small' | 'default' | 'large'` is never broken inside a word ("rea / donly"). Only a word too long for a
 * phone's column (a nested generic) may break, after its brackets and commas. The library's named types
 * in `refs` link to their entries of the Types table.
 */
export function Code({ text, refs }: { text: string; refs?: readonly string[] }) {
  const words = codeWords(text);
  const linked = refs && refs.length > 0 ? new Set(refs) : undefined;
  return (
    <code className="docs-code">
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {word.length >= LONG_WORD ? (
            <span className="docs-code__long">
              {word.split(/(?<=[<,|.(])/).map((piece, pieceIndex) => (
                <Fragment key={pieceIndex}>
                  {pieceIndex > 0 && <wbr />}
                  {linkNames(piece, linked)}
                </Fragment>
              ))}
            </span>
          ) : (
            <span className="docs-code__word">{linkNames(word, linked)}</span>
          )}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * A type as the extractor prints it, with its string literals in the library's single quotes: the data
 * keeps TypeScript's double quotes, which the configurator reads.
 */
function typeText(type: string): string {
  return type.replace(/"((?:[^"\\]|\\.)*)"/g, (_, inner: string) => `'${inner.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`);
}

/** A type, its named types linked to the Types table. */
export function TypeCode({ type, refs }: { type: string; refs?: readonly string[] }) {
  return <Code text={typeText(type)} refs={refs} />;
}

/** Text as JSDoc writes it, with `backticked` names set as code rather than shown with their backticks. */
export function TextWithCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Code key={index} text={part} /> : part))}</>;
}

/** The items of an array literal such as `['Sun', 'Mon', 'Tue']`, or null for any other value. */
function arrayItems(value: string): number | null {
  const inner = /^\[(.*)\]$/s.exec(value.trim())?.[1];
  if (inner === undefined) return null;
  return inner.trim() === '' ? 0 : inner.split(',').length;
}

/** A default that is none: a dash to the eye, words to a screen reader (a lone "—" is read as "em dash" or nothing). */
function NoDefault() {
  return (
    <span className="docs-table__none">
      <span aria-hidden="true">—</span>
      <span className="aq-visually-hidden">no default</span>
    </span>
  );
}

/**
 * A default value, as the extractor writes it: code, or '' for none. A long list (the date picker's month
 * names) is folded to its length, and opens to the whole list, instead of widening its column until the
 * description is a sliver.
 */
export function DefaultValue({ value }: { value: string }) {
  // '-' is how the tables said "none" before the extractor wrote '' for it; a hand-made row may still.
  if (value === '' || value === '-' || value === '—') return <NoDefault />;
  const items = arrayItems(value);
  if (items === null || value.length <= FOLD_LENGTH) return <Code text={value} />;
  return (
    <details className="docs-table__fold">
      <summary>{items} items</summary>
      <Code text={value} />
    </details>
  );
}

export interface DocsTableColumn {
  label: string;
  /** Prose (a description) rather than code; it comes last when a row is shown as a stacked entry. */
  prose?: boolean;
}

export interface DocsTableRow {
  /** The row's id, the target of a link such as `#api-Button-buttonSize`. */
  id?: string;
  cells: ReactNode[];
}

interface DocsTableProps {
  caption: string;
  columns: DocsTableColumn[];
  rows: DocsTableRow[];
  /** The id the URL's fragment names: that row is highlighted. */
  targetId?: string;
}

/**
 * One docs table. On a wide screen it is a table; on a narrow one each row is a stacked entry whose
 * values carry their column's name. It stays one table for assistive technology either way: the explicit
 * roles keep its table semantics when the narrow layout changes how its parts are displayed.
 */
export function DocsTable({ caption, columns, rows, targetId }: DocsTableProps) {
  return (
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
  );
}

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
      rows={rows.map((row, index) => ({ id: keyboardRowId(index), cells: [<Code text={row.keys} />, row.action] }))}
    />
  );
}
