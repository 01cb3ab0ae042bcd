import type { ConsoleMessage } from '../runtime/console-types';

/**
 * Whether two pieces of plain data (what a batch carries: objects, arrays, strings, numbers) say the
 * same. A missing key and one set to undefined are the same, as they look the same in the console.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (!sameData(left[key], right[key])) return false;
  for (const key in right) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}

/**
 * Whether two messages look the same in the console (their ids aside): a repeat merges into a count.
 * Compared field by field rather than through a serialised signature, so a flood of different
 * messages costs a glance at each (the first differing argument ends the comparison), not a string each.
 */
export function sameMessage(a: ConsoleMessage, b: ConsoleMessage): boolean {
  return (
    a.level === b.level &&
    a.method === b.method &&
    a.moreArgs === b.moreArgs &&
    a.parent === b.parent &&
    a.stack === b.stack &&
    a.collapsed === b.collapsed &&
    sameData(a.args, b.args) &&
    sameData(a.format, b.format)
  );
}
