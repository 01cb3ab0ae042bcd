import { CONSOLE_LIMITS, type CollectionNode, type ValueNode } from './console-types';

/** What is left of one console message's node allowance: all its arguments draw on the same one. */
export interface NodeBudget {
  nodes: number;
}

export const nodeBudget = (): NodeBudget => ({ nodes: CONSOLE_LIMITS.nodes });

export const cutText = (text: string, max: number = CONSOLE_LIMITS.string) => (text.length > max ? text.slice(0, max) : text);

/**
 * A logged value as the console panel shows it, described inside the frame within `CONSOLE_LIMITS`.
 * Runs a demo's code (getters, Proxy traps), so every read that could is guarded: a value that cannot
 * be read becomes an error node rather than an exception in the console. Costs one node of `budget`
 * itself; callers describe a value only while the budget has a node left.
 */
export function describeNode(value: unknown, budget: NodeBudget): ValueNode {
  return describeAt(value, budget, 0, []);
}

/** Several values on one budget (a message's arguments): those the budget had no room for are counted. */
export function describeNodes(values: readonly unknown[], budget: NodeBudget): { nodes: ValueNode[]; more: number } {
  const nodes: ValueNode[] = [];
  for (const value of values) {
    if (budget.nodes <= 0) break;
    nodes.push(describeNode(value, budget));
  }
  return { nodes, more: values.length - nodes.length };
}

/** `ancestors`: the collections being described above this value; meeting one again is a cycle. */
function describeAt(value: unknown, budget: NodeBudget, depth: number, ancestors: object[]): ValueNode {
  budget.nodes--;
  if (value === null) return { kind: 'null', text: 'null' };
  switch (typeof value) {
    case 'string':
      return { kind: 'string', text: cutText(value), length: value.length };
    case 'number':
      return { kind: 'number', text: Object.is(value, -0) ? '-0' : String(value) };
    case 'bigint':
      return { kind: 'bigint', text: cutText(`${value}n`) };
    case 'boolean':
      return { kind: 'boolean', text: String(value) };
    case 'undefined':
      return { kind: 'undefined', text: 'undefined' };
    case 'symbol':
      // String() rather than value.toString(): a demo may replace Symbol.prototype.toString.
      return { kind: 'symbol', text: cutText(String(value)) };
    case 'function':
      return { kind: 'function', text: functionName(value) };
  }
  try {
    return describeObject(value as object, budget, depth, ancestors);
  } catch (error) {
    // A revoked Proxy, a trap that throws, an exotic object that refuses a built-in's method.
    return { kind: 'error', text: cutText(`Unreadable value: ${thrownText(error)}`) };
  }
}

function describeObject(value: object, budget: NodeBudget, depth: number, ancestors: object[]): ValueNode {
  const leaf = describeLeafObject(value);
  if (leaf) return leaf;
  const head = collectionHead(value);
  if (ancestors.includes(value)) return { kind: 'circular', text: head.label };
  const node: CollectionNode = { kind: head.kind, label: head.label, entries: [], more: 0 };
  if (depth >= CONSOLE_LIMITS.depth) {
    node.truncated = true;
    return node;
  }
  const inner = [...ancestors, value];
  const describe = (item: unknown) => describeAt(item, budget, depth + 1, inner);
  const room = (needed: number) => node.entries.length < CONSOLE_LIMITS.entries && budget.nodes >= needed;
  if (head.kind === 'array') {
    const length = head.size ?? 0;
    for (let index = 0; index < length && room(1); index++) {
      node.entries.push({ key: String(index), value: readEntry(value, index, describe) });
    }
    node.more = length - node.entries.length;
  } else if (head.kind === 'map') {
    // Map.prototype's own iterator: a subclass or the demo may have replaced the instance's.
    for (const [key, item] of Map.prototype.entries.call(value as Map<unknown, unknown>)) {
      // Needs two nodes; one is kept back for the value while the key (which may be an object) is described.
      if (!room(2)) break;
      budget.nodes--;
      const keyNode = describe(key);
      budget.nodes++;
      node.entries.push({ key: keyNode, value: describe(item) });
    }
    node.more = (head.size ?? 0) - node.entries.length;
  } else if (head.kind === 'set') {
    for (const item of Set.prototype.values.call(value as Set<unknown>)) {
      if (!room(1)) break;
      node.entries.push({ value: describe(item) });
    }
    node.more = (head.size ?? 0) - node.entries.length;
  } else {
    const keys = Object.keys(value);
    for (const key of keys) {
      if (!room(1)) break;
      node.entries.push({ key: cutText(key), value: readEntry(value, key, describe) });
    }
    node.more = keys.length - node.entries.length;
  }
  return node;
}

/** Reads one property: a getter runs (as in JSON.stringify), and one that throws shows as an error node. */
function readEntry(value: object, key: PropertyKey, describe: (item: unknown) => ValueNode): ValueNode {
  let item: unknown;
  try {
    item = (value as Record<PropertyKey, unknown>)[key];
  } catch (error) {
    return { kind: 'error', text: cutText(thrownText(error)) };
  }
  return describe(item);
}

/** Objects the console shows as one line rather than as a collection of entries. */
function describeLeafObject(value: object): ValueNode | null {
  if (isWindow(value)) return { kind: 'dom', text: 'Window' };
  if (typeof Node !== 'undefined' && value instanceof Node) return { kind: 'dom', text: domSummary(value) };
  if (value instanceof Date) {
    const time = Date.prototype.getTime.call(value);
    return { kind: 'date', text: Number.isNaN(time) ? 'Invalid Date' : Date.prototype.toISOString.call(value) };
  }
  if (value instanceof RegExp) return { kind: 'regexp', text: cutText(RegExp.prototype.toString.call(value)) };
  if (value instanceof Error) {
    const stack = (value as { stack?: unknown }).stack;
    return typeof stack === 'string'
      ? { kind: 'error', text: cutText(errorText(value)), stack: cutText(stack) }
      : { kind: 'error', text: cutText(errorText(value)) };
  }
  const element = reactElementText(value);
  return element === null ? null : { kind: 'element', text: element };
}

/**
 * The frame's window, and the page's and the top one: a cross-origin window refuses most reads (and
 * `instanceof Window`), and the frame's own would list hundreds of globals.
 */
function isWindow(value: object): boolean {
  if (typeof window === 'undefined') return false;
  return value === globalThis || value === window || value === window.parent || value === window.top || value instanceof Window;
}

interface CollectionHead {
  kind: CollectionNode['kind'];
  label: string;
  /** Arrays' length, maps' and sets' size. */
  size?: number;
}

/** What a collection is and how the console heads it: `Array(3)`, `Map(1)`, a class's name. */
function collectionHead(value: object): CollectionHead {
  if (Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView))) {
    const raw = (value as { length?: unknown }).length;
    const size = typeof raw === 'number' && raw >= 0 ? Math.floor(raw) : 0;
    return { kind: 'array', label: `${constructorName(value, 'Array')}(${size})`, size };
  }
  if (value instanceof Map) {
    const size = Reflect.apply(sizeOf(Map.prototype), value, []) as number;
    return { kind: 'map', label: `${constructorName(value, 'Map')}(${size})`, size };
  }
  if (value instanceof Set) {
    const size = Reflect.apply(sizeOf(Set.prototype), value, []) as number;
    return { kind: 'set', label: `${constructorName(value, 'Set')}(${size})`, size };
  }
  return { kind: 'object', label: constructorName(value, 'Object') };
}

/** The built-in `size` getter, called on the value directly: the instance's own `size` could be anything. */
const sizeOf = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, 'size')!.get!;

/** A class instance's class name, read from data properties only (no getter of the demo's runs). */
function constructorName(value: object, fallback: string): string {
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === null) return fallback;
  const constructor: unknown = Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value;
  const name: unknown = typeof constructor === 'function' ? Object.getOwnPropertyDescriptor(constructor, 'name')?.value : undefined;
  return typeof name === 'string' && name !== '' ? cutText(name, LABEL_MAX) : fallback;
}

/** Labels and tags are headings, not content: a name longer than this is someone's joke. */
const LABEL_MAX = 200;

function functionName(value: unknown): string {
  try {
    const name: unknown = Object.getOwnPropertyDescriptor(value, 'name')?.value;
    return typeof name === 'string' ? cutText(name, LABEL_MAX) : '';
  } catch {
    return '';
  }
}

/** `TypeError: message`, or the name alone when there is no message (as the browsers write it). */
function errorText(error: Error): string {
  const { name, message } = error as { name: unknown; message: unknown };
  const title = typeof name === 'string' && name !== '' ? name : 'Error';
  return typeof message === 'string' && message !== '' ? `${title}: ${message}` : title;
}

/** Whatever a getter or a trap threw: an error as `Name: message`, anything else by its kind. */
function thrownText(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return errorText(thrown);
    if (thrown === null || (typeof thrown !== 'object' && typeof thrown !== 'function')) return `Uncaught ${String(thrown)}`;
    return `Uncaught ${constructorName(thrown, 'Object')}`;
  } catch {
    return 'Uncaught exception';
  }
}

const TEXT_PREVIEW = 40;

/** A DOM node as a short tag: `<div#main.card.big>`, `#text "abc"`, `#document`. */
function domSummary(node: Node): string {
  switch (node.nodeType) {
    case Node.ELEMENT_NODE: {
      const element = node as Element;
      const id = element.id ? `#${element.id}` : '';
      // getAttribute rather than className: an SVG element's className is an object.
      const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
      return cutText(`<${element.localName}${id}${classes.map((name) => `.${name}`).join('')}>`, LABEL_MAX);
    }
    case Node.TEXT_NODE:
    case Node.COMMENT_NODE: {
      const data = (node as CharacterData).data;
      const preview = JSON.stringify(data.length > TEXT_PREVIEW ? `${data.slice(0, TEXT_PREVIEW)}…` : data);
      return node.nodeType === Node.TEXT_NODE ? `#text ${preview}` : `#comment ${preview}`;
    }
    default:
      // #document, #document-fragment, a doctype's name.
      return cutText(node.nodeName, LABEL_MAX);
  }
}

/** The `$$typeof` tags of React's elements: 19's, and earlier versions' (a library may bundle its own React). */
const REACT_ELEMENTS: unknown[] = [Symbol.for('react.transitional.element'), Symbol.for('react.element')];
const REACT_SYMBOL_NAMES: Record<string, string> = {
  'react.fragment': 'Fragment',
  'react.strict_mode': 'StrictMode',
  'react.profiler': 'Profiler',
  'react.suspense': 'Suspense',
  'react.suspense_list': 'SuspenseList',
  'react.activity': 'Activity',
};

/** Reads a data property without running a getter (React's elements are plain, often frozen, objects). */
const dataOf = (value: unknown, key: string): unknown =>
  value !== null && (typeof value === 'object' || typeof value === 'function')
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

/** `<Button …/>` (`…` when it has props besides children), `<div />`; null when the value is no element. */
function reactElementText(value: object): string | null {
  if (!REACT_ELEMENTS.includes(dataOf(value, '$$typeof'))) return null;
  const props = dataOf(value, 'props');
  const hasProps = props !== null && typeof props === 'object' && Object.keys(props).some((key) => key !== 'children');
  return `<${cutText(componentName(dataOf(value, 'type'), 0), LABEL_MAX)}${hasProps ? ' …/>' : ' />'}`;
}

/** A component's name as React's devtools give it: a tag, a displayName, a function's name, through memo and forwardRef. */
function componentName(type: unknown, depth: number): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'symbol') return REACT_SYMBOL_NAMES[Symbol.keyFor(type) ?? ''] ?? 'Unknown';
  const displayName = dataOf(type, 'displayName');
  if (typeof displayName === 'string' && displayName !== '') return displayName;
  if (typeof type === 'function') return functionName(type) || 'Anonymous';
  // memo() keeps the component in `type`, forwardRef() in `render`; the depth stops a forged loop.
  const inner = dataOf(type, 'type') ?? dataOf(type, 'render');
  return inner !== undefined && depth < 5 ? componentName(inner, depth + 1) : 'Anonymous';
}
