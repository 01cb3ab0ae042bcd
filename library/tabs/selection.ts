interface Selectable {
  disabled: boolean;
}

/**
 * The tab that index `index` shows: the index clamped to the tabs, then the nearest enabled tab after
 * it, or else before it, since a disabled tab is never selected. -1 when no tab can be selected.
 */
export function resolveIndex(items: readonly Selectable[], index: number): number {
  if (items.length === 0) return -1;
  const start = Math.min(Math.max(Number.isFinite(index) ? Math.trunc(index) : 0, 0), items.length - 1);
  for (let i = start; i < items.length; i++) if (!items[i].disabled) return i;
  for (let i = start - 1; i >= 0; i--) if (!items[i].disabled) return i;
  return -1;
}

/** The next enabled tab from `from` in direction `step` (1 or -1), wrapping around the ends. */
export function stepIndex(items: readonly Selectable[], from: number, step: 1 | -1): number {
  for (let moved = 1; moved <= items.length; moved++) {
    const index = (((from + step * moved) % items.length) + items.length) % items.length;
    if (!items[index].disabled) return index;
  }
  return from;
}

/** The first (step 1) or last (step -1) enabled tab. */
export function edgeIndex(items: readonly Selectable[], step: 1 | -1): number {
  return stepIndex(items, step === 1 ? -1 : items.length, step);
}
