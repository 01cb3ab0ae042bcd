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

/**
 * The option a type-ahead search lands on: the next option whose label starts with the typed text.
 * One character typed again and again cycles through the options starting with it; a longer text
 * refines the current match, so the active option is tried first.
 */
export function typeaheadMatch(
  labels: readonly string[],
  reachable: readonly number[],
  active: number | null,
  text: string,
): number | null {
  if (text === '' || reachable.length === 0) return null;
  const repeated = [...text].every((character) => character === text[0]);
  const needle = (repeated ? text[0] : text).toLocaleLowerCase();
  const at = active === null ? -1 : reachable.indexOf(active);
  const start = repeated ? at + 1 : Math.max(at, 0);
  const ordered = [...reachable.slice(start), ...reachable.slice(0, start)];
  return ordered.find((index) => labels[index].toLocaleLowerCase().startsWith(needle)) ?? null;
}
