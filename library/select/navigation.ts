/**
 * Moves through the options that can be reached (shown and enabled), given by their indexes in order.
 * With no active option, a step forward lands on the first and a step back on the last; steps stop at the ends.
 */
export function stepActive(reachable: readonly number[], active: number | null, by: number): number | null {
  if (reachable.length === 0) return null;
  const at = active === null ? -1 : reachable.indexOf(active);
  if (at === -1) return by > 0 ? reachable[0] : reachable[reachable.length - 1];
  return reachable[Math.min(reachable.length - 1, Math.max(0, at + by))];
}
