import type { CollectionNode, ConsoleMessage, ValueEntry, ValueNode } from '../runtime/console-types';

/** Entries a collapsed collection's preview shows before "…", as devtools shows a handful. */
const PREVIEW_ENTRIES = 5;
/** Characters of a string inside a preview: a long one would push the rest out of sight. */
const PREVIEW_STRING = 60;

export const isCollection = (node: ValueNode): node is CollectionNode =>
  node.kind === 'array' || node.kind === 'object' || node.kind === 'map' || node.kind === 'set';

/** Whether the value opens as a tree: a collection with entries the frame described, or an error with a stack. */
export function isExpandable(node: ValueNode): boolean {
  if (isCollection(node)) return !node.truncated && (node.entries.length > 0 || node.more > 0);
  return node.kind === 'error' && Boolean(node.stack);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function quote(text: string): string {
  return text.includes("'") && !text.includes('"') ? `"${text}"` : `'${text.replaceAll("'", "\\'")}'`;
}

/** A value that is not a collection, as text: nested strings quoted (and cut short when `short`), top-level ones as they are. */
export function scalarText(node: Exclude<ValueNode, CollectionNode>, { quoted = true, short = false } = {}): string {
  switch (node.kind) {
    case 'string': {
      const text = short && node.text.length > PREVIEW_STRING ? `${node.text.slice(0, PREVIEW_STRING)}…` : node.text;
      return quoted ? quote(text) : text;
    }
    case 'bigint':
      return node.text.endsWith('n') ? node.text : `${node.text}n`;
    case 'function':
      return `ƒ ${node.text}()`;
    case 'circular':
      return `[Circular ${node.text}]`;
    default:
      return node.text;
  }
}

/** An object's key as a preview writes it: bare when it is an identifier or an index, quoted otherwise. */
export function keyText(key: ValueEntry['key']): string {
  if (key === undefined) return '';
  if (typeof key !== 'string') return previewValue(key, 1);
  return IDENTIFIER.test(key) || /^\d+$/.test(key) ? key : quote(key);
}

/** How a collection opens and closes: arrays with brackets, the rest with braces. */
const brackets = (node: CollectionNode) => (node.kind === 'array' ? ['[', ']'] : ['{', '}']);

function entryPreview(node: CollectionNode, entry: ValueEntry): string {
  const value = previewValue(entry.value, 1);
  if (node.kind === 'array' || node.kind === 'set') return value;
  if (node.kind === 'map') return `${keyText(entry.key)} => ${value}`;
  return `${keyText(entry.key)}: ${value}`;
}

/**
 * A value on one line, as devtools previews it collapsed: `{a: 1, b: {…}}`, `Array(3) [1, 2, 3]`,
 * `Map(2) {'a' => 1, …}`. Inside another preview (`depth` > 0) a collection is only named.
 */
export function previewValue(node: ValueNode, depth = 0): string {
  if (!isCollection(node)) return scalarText(node, { short: depth > 0 });
  const [open, close] = brackets(node);
  const plainObject = node.kind === 'object' && node.label === 'Object';
  if (depth > 0) return plainObject ? `${open}…${close}` : node.label;
  const prefix = plainObject ? '' : `${node.label} `;
  if (node.truncated) return `${prefix}${open}…${close}`;
  const shown = node.entries.slice(0, PREVIEW_ENTRIES).map((entry) => entryPreview(node, entry));
  if (node.entries.length > PREVIEW_ENTRIES || node.more > 0) shown.push('…');
  return `${prefix}${open}${shown.join(', ')}${close}`;
}

/** A top-level argument as the message shows it: strings without quotes, as `console.log` prints them. */
export const argumentText = (node: ValueNode) => (node.kind === 'string' ? node.text : previewValue(node));

/** What precedes the message's own text: the console's words for an error nobody caught. */
export function methodPrefix(message: ConsoleMessage): string {
  if (message.method === 'uncaught') return 'Uncaught ';
  if (message.method === 'rejection') return 'Uncaught (in promise) ';
  return '';
}

const texts = new WeakMap<ConsoleMessage, string>();

/** The message as one line of text, for the text filter: computed once per message (messages never change). */
export function messageText(message: ConsoleMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    const format = (message.format ?? []).map((segment) => ('text' in segment ? segment.text : argumentText(segment.value)));
    text = methodPrefix(message) + [format.join(''), ...message.args.map(argumentText)].filter(Boolean).join(' ');
    texts.set(message, text);
  }
  return text;
}
