import { cutText } from './describe-value';

// Where a console call came from, and the label count and time go by: read off what the demo passed, never trusting it.

export /** count's and time's label, as the browsers take it: `default` when none is given. */
function labelOf(value: unknown): string {
  try {
    return value === undefined ? 'default' : cutText(String(value), 200);
  } catch {
    return 'default'; // An object whose toString throws.
  }
}

/**
 * An object whose stack starts at the demo's call of `wrapper`: V8 leaves out the frames above it (the
 * capture's own), which would otherwise take places of the demo's in its ten. Other engines keep them;
 * the page folds frames that are not the demo's.
 */
export function callSite(wrapper: (...args: unknown[]) => unknown): object {
  if (typeof Error.captureStackTrace !== 'function') return new Error();
  const site = {};
  Error.captureStackTrace(site, wrapper);
  return site;
}

export function stackOf(origin: object | undefined): string | undefined {
  if (origin === undefined) return undefined;
  try {
    const { stack } = origin as { stack?: unknown };
    return typeof stack === 'string' ? cutText(stack) : undefined;
  } catch {
    return undefined;
  }
}
