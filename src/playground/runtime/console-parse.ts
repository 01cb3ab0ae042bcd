import {
  CONSOLE_LEVELS,
  CONSOLE_LIMITS,
  CONSOLE_METHODS,
  type CollectionNode,
  type ConsoleBatch,
  type ConsoleLevel,
  type ConsoleMessage,
  type ConsoleMethod,
  type FormatSegment,
  type ValueEntry,
  type ValueNode,
} from './console-types.ts';

/**
 * The page's reading of a console batch the frame posted. The frame runs a stranger's code, which can
 * post anything structured clone carries, cycles included: every field is checked and every cap
 * enforced again, counting nodes as the frame does (see `CONSOLE_LIMITS.nodes`), so an honest batch
 * comes through as it was sent.
 *
 * What is too big is cut (strings, entries, depth, messages); what has the wrong shape drops its whole
 * message, which is counted in `dropped` (an honest frame never sends one, so there is nothing of it
 * worth showing). Null when the batch itself is not one.
 */
export function parseConsoleBatch(data: unknown): ConsoleBatch | null {
  try {
    if (!isRecord(data) || data.type !== 'console') return null;
    const { runId, messages } = data;
    if (!isNumber(runId) || !Array.isArray(messages)) return null;
    // The newest messages are kept, as the frame keeps them.
    const first = Math.max(0, messages.length - CONSOLE_LIMITS.batch);
    let dropped = (isCount(data.dropped) ? data.dropped : 0) + first;
    const parsed: ConsoleMessage[] = [];
    let batchNodes: number = CONSOLE_LIMITS.batchNodes;
    // Newest first, as the frame spends the batch's node allowance.
    for (let index = messages.length - 1; index >= first; index--) {
      const budget: Budget = { nodes: Math.min(CONSOLE_LIMITS.nodes, batchNodes) };
      const allowance = budget.nodes;
      const message = parseMessage(messages[index], budget);
      batchNodes -= allowance - budget.nodes;
      if (message) parsed.push(message);
      else dropped++;
    }
    parsed.reverse();
    return { type: 'console', runId, messages: parsed, dropped: Math.min(dropped, Number.MAX_SAFE_INTEGER) };
  } catch {
    return null; // Only a forged object with getters gets here; postMessage delivers plain data.
  }
}

const LEVELS: ReadonlySet<unknown> = new Set(CONSOLE_LEVELS);
const METHODS: ReadonlySet<unknown> = new Set(CONSOLE_METHODS);
type TextKind = Exclude<ValueNode['kind'], 'string' | 'error' | CollectionNode['kind']>;
const TEXT_KINDS: ReadonlySet<unknown> = new Set<TextKind>([
  'number',
  'bigint',
  'boolean',
  'undefined',
  'null',
  'symbol',
  'function',
  'date',
  'regexp',
  'dom',
  'element',
  'circular',
]);
const COLLECTION_KINDS: ReadonlySet<unknown> = new Set<CollectionNode['kind']>(['array', 'object', 'map', 'set']);

interface Budget {
  nodes: number;
}

function parseMessage(raw: unknown, budget: Budget): ConsoleMessage | null {
  if (!isRecord(raw)) return null;
  const { id, level, method } = raw;
  if (!isNumber(id) || !LEVELS.has(level) || !METHODS.has(method) || !Array.isArray(raw.args)) return null;
  const message: ConsoleMessage = { id, level: level as ConsoleLevel, method: method as ConsoleMethod, args: [] };
  if (raw.format !== undefined) {
    const format = parseFormat(raw.format, budget);
    if (!format) return null;
    if (format.length > 0) message.format = format;
  }
  let index = 0;
  for (; index < raw.args.length && budget.nodes > 0; index++) {
    const node = parseNode(raw.args[index], budget, 0);
    if (!node) return null;
    message.args.push(node);
  }
  const moreArgs = (isCount(raw.moreArgs) ? raw.moreArgs : 0) + raw.args.length - index;
  if (moreArgs > 0) message.moreArgs = moreArgs;
  if (typeof raw.stack === 'string') message.stack = cut(raw.stack);
  if (isNumber(raw.parent)) message.parent = raw.parent;
  if (typeof raw.collapsed === 'boolean') message.collapsed = raw.collapsed;
  return message;
}

/** Segments within the node budget and `CONSOLE_LIMITS.string` characters of text in all. */
function parseFormat(raw: unknown, budget: Budget): FormatSegment[] | null {
  if (!Array.isArray(raw)) return null;
  const segments: FormatSegment[] = [];
  let textLeft: number = CONSOLE_LIMITS.string;
  // Once the text is full the frame writes no more segments: neither is more read here.
  for (let index = 0; index < raw.length && budget.nodes > 0 && textLeft > 0; index++) {
    const segment: unknown = raw[index];
    if (!isRecord(segment)) return null;
    const { style } = segment;
    if (style !== undefined && typeof style !== 'string') return null;
    const styled = style ? { style: cut(style, CONSOLE_LIMITS.style) } : {};
    if (typeof segment.text === 'string') {
      const text = segment.text.slice(0, textLeft);
      budget.nodes--;
      if (text === '') continue;
      textLeft -= text.length;
      segments.push({ text, ...styled });
    } else {
      const value = parseNode(segment.value, budget, 0);
      if (!value) return null;
      segments.push({ value, ...styled });
    }
  }
  return segments;
}

/** Reads one node; null when it has no known shape. Depth is capped whatever the data says, which also ends a cycle. */
function parseNode(raw: unknown, budget: Budget, depth: number): ValueNode | null {
  if (!isRecord(raw)) return null;
  budget.nodes--;
  const { kind, text } = raw;
  if (COLLECTION_KINDS.has(kind)) return parseCollection(raw, kind as CollectionNode['kind'], budget, depth);
  if (typeof text !== 'string') return null;
  if (kind === 'string') {
    const length = isCount(raw.length) && raw.length >= text.length ? raw.length : text.length;
    return { kind, text: cut(text), length };
  }
  if (kind === 'error')
    return typeof raw.stack === 'string' ? { kind, text: cut(text), stack: cut(raw.stack) } : { kind, text: cut(text) };
  return TEXT_KINDS.has(kind) ? { kind: kind as TextKind, text: cut(text) } : null;
}

function parseCollection(
  raw: Record<string, unknown>,
  kind: CollectionNode['kind'],
  budget: Budget,
  depth: number,
): CollectionNode | null {
  const { label, entries, more } = raw;
  if (typeof label !== 'string' || !Array.isArray(entries) || !isCount(more)) return null;
  const node: CollectionNode = { kind, label: cut(label), entries: [], more };
  if (raw.truncated === true) node.truncated = true;
  if (depth >= CONSOLE_LIMITS.depth) {
    node.truncated = true;
    node.more += entries.length;
    return node;
  }
  const limit = Math.min(entries.length, CONSOLE_LIMITS.entries);
  let index = 0;
  // A map's entry needs two nodes, and one is kept back for the value while the key is read: as the frame counts.
  for (; index < limit && budget.nodes >= (kind === 'map' ? 2 : 1); index++) {
    const entry = parseEntry(entries[index], kind, budget, depth + 1);
    if (!entry) return null;
    node.entries.push(entry);
  }
  node.more += entries.length - index;
  return node;
}

function parseEntry(raw: unknown, kind: CollectionNode['kind'], budget: Budget, depth: number): ValueEntry | null {
  if (!isRecord(raw)) return null;
  if (kind === 'set') {
    const value = parseNode(raw.value, budget, depth);
    return value && { value };
  }
  let key: ValueEntry['key'];
  if (kind === 'map') {
    budget.nodes--;
    key = parseNode(raw.key, budget, depth) ?? undefined;
    budget.nodes++;
    if (!key) return null;
  } else {
    if (typeof raw.key !== 'string') return null;
    key = cut(raw.key);
  }
  const value = parseNode(raw.value, budget, depth);
  return value && { key, value };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const cut = (text: string, max: number = CONSOLE_LIMITS.string) => (text.length > max ? text.slice(0, max) : text);
