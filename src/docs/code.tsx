import { Fragment, type ReactNode } from 'react';
import { typeRowId, typeText } from './type-text';
import { codeWords, LONG_WORD, longWordPieces } from './code-words';

/** A list default longer than this is folded to its length. */
const FOLD_LENGTH = 30;

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
              {longWordPieces(word).map((piece, pieceIndex) => (
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
