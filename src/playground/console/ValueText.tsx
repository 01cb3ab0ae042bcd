import type { ValueNode } from '../runtime/console-types';
import { isCollection, previewValue, scalarText } from './value-preview';

/**
 * A value on one line, coloured by its kind (the stylesheet gives each kind a colour in both themes).
 * `topLevel` strings are a message's own words: shown as written, without quotes. A `nested`
 * collection (in a table's cell) is only named: `{…}`, `Array(3)`.
 */
export function ValueText({ node, topLevel = false, nested = false }: { node: ValueNode; topLevel?: boolean; nested?: boolean }) {
  const text = isCollection(node) ? previewValue(node, nested ? 1 : 0) : scalarText(node, { quoted: !topLevel });
  return <span className={`console-value console-value--${node.kind}`}>{text}</span>;
}
