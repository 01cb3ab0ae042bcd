const MAX_ITEMS = 5;
const MAX_DEPTH = 2;

/**
 * A short, readable account of a callback's argument for the configurator's event log: React's
 * events and DOM nodes by their kind (their fields would fill the log), data as literal-like text.
 */
export function describeValue(value: unknown, depth = 0): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'function':
      return 'ƒ';
    case 'symbol':
      return value.toString();
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : `Date(${value.toISOString()})`;
  if (value instanceof Event) return `${value.type} event`;
  if (isSyntheticEvent(value)) return `${value.type} event`;
  if (typeof Node !== 'undefined' && value instanceof Node) return value instanceof Element ? `<${value.localName}>` : value.nodeName;
  if (value instanceof Blob) return `${value.constructor.name}(${value.size} bytes)`;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => describeValue(item, depth + 1));
    return `[${items.join(', ')}${value.length > MAX_ITEMS ? ', …' : ''}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const fields = entries.slice(0, MAX_ITEMS).map(([key, field]) => `${key}: ${describeValue(field, depth + 1)}`);
  return `{ ${fields.join(', ')}${entries.length > MAX_ITEMS ? ', …' : ''} }`.replace('{  }', '{}');
}

/** React's synthetic events carry the browser's event; their own prototype is not `Event`. */
function isSyntheticEvent(value: object): value is { type: string } {
  const candidate = value as { nativeEvent?: unknown; type?: unknown };
  return candidate.nativeEvent instanceof Event && typeof candidate.type === 'string';
}

/** A callback's arguments, described and joined: what the log shows beside the prop's name. */
export const describeArguments = (args: readonly unknown[]) => args.map((arg) => describeValue(arg)).join(', ');
