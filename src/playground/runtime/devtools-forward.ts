/** How many console calls a second are also passed on to the browser's own console. */
export const FORWARDED_PER_SECOND = 200;
const WINDOW_MS = 1000;

/**
 * Passes a demo's console calls on to the browser's own console, as made and with their own call
 * sites, up to FORWARDED_PER_SECOND calls a second. With devtools open (or a test driver attached) a
 * call costs the browser ~50 µs and the devtools (or the driver) far more to receive: a demo that logs
 * 200 lines every 100 ms kept a second browser on the same two cores from answering for seconds. Past
 * the limit a second's calls reach the page's panel only, and devtools get one line saying how many.
 * `timeout` is the frame's own setTimeout, taken before a demo could replace it.
 */
export function devtoolsForwarder(target: Console, info: () => unknown, timeout: typeof setTimeout) {
  let forwarded = 0;
  let unforwarded = 0;
  const endOfWindow = () => {
    const note = info();
    if (unforwarded > 0 && typeof note === 'function') {
      note.call(target, `${unforwarded} more console messages of the last second are in the page's console panel only`);
    }
    forwarded = 0;
    unforwarded = 0;
  };
  return (original: unknown, args: unknown[]): unknown => {
    if (typeof original !== 'function') return undefined;
    if (forwarded === 0 && unforwarded === 0) timeout(endOfWindow, WINDOW_MS);
    if (forwarded >= FORWARDED_PER_SECOND) {
      unforwarded++;
      return undefined;
    }
    forwarded++;
    return original.apply(target, args);
  };
}
