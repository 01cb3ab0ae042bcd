// The texts already logged on this page. A bad prop renders again on every state change, and each
// render (and StrictMode's second one) would repeat the same line; one line per value is enough.
const warned = new Set<string>();

/**
 * Logs `message` with console.warn in development, once per page: the same text again logs nothing.
 * Safe to call while rendering (on the server too): it changes nothing the render reads.
 */
export function warnOnce(message: string): void {
  if (process.env.NODE_ENV === 'production' || warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** Forgets what was logged, so a test can see a warning again. */
export function resetWarnOnce(): void {
  warned.clear();
}

/** A value as a warning shows it: a string quoted, so `"120"` reads differently from 120. */
export const shownValue = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
};
