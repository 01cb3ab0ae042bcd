/** How many console calls a turn of the frame's event loop are also passed on to the browser's own console. */
export const FORWARDED_PER_TURN = 200;

/**
 * Passes a demo's console calls on to the browser's own console, as made and with their own call
 * sites, up to FORWARDED_PER_TURN calls a turn. With devtools open (or a test driver attached) a call
 * costs the browser ~50 µs, so a loop of 10,000 would take half a second there and trip the loop
 * guard; past the limit a turn's calls reach the page's panel only, and devtools get one line saying
 * how many. `timeout` is the frame's own setTimeout, taken before a demo could replace it.
 */
export function devtoolsForwarder(target: Console, info: () => unknown, timeout: typeof setTimeout) {
  let forwarded = 0;
  let unforwarded = 0;
  const endOfTurn = () => {
    const note = info();
    if (unforwarded > 0 && typeof note === 'function') {
      note.call(target, `${unforwarded} more console messages of one turn are in the page's console panel only`);
    }
    forwarded = 0;
    unforwarded = 0;
  };
  return (original: unknown, args: unknown[]): unknown => {
    if (typeof original !== 'function') return undefined;
    if (forwarded === 0 && unforwarded === 0) timeout(endOfTurn, 0);
    if (forwarded >= FORWARDED_PER_TURN) {
      unforwarded++;
      return undefined;
    }
    forwarded++;
    return original.apply(target, args);
  };
}
