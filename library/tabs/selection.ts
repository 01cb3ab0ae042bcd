import type { TabsValue } from './constants.ts';

interface Selectable {
  disabled: boolean;
}

interface Named extends Selectable {
  ownValue: TabsValue | undefined;
  value: TabsValue;
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

/**
 * The index of the tab that `value` shows: its own tab, or the nearest enabled tab to a disabled one; the
 * first enabled tab when no tab has that value (or none is given). Derived as the page renders, so a value
 * the tabs cannot show is shown as best it can be without anything being reported.
 */
export function shownIndex(items: readonly Named[], value: TabsValue | undefined): number {
  const at = value === undefined ? -1 : items.findIndex((item) => item.value === value);
  return resolveIndex(items, Math.max(at, 0));
}

/**
 * The value the group reports when the tab at `closing` goes, or undefined when it need not change. The
 * tab shown stays shown — its value moves when it has none of its own and a tab before it goes — and when
 * the tab shown goes, the first enabled tab that remains is selected, so a group never shows no tab.
 */
export function valueAfterClose(items: readonly Named[], closing: number, shown: number): TabsValue | undefined {
  const remaining = items.filter((_, at) => at !== closing);
  const target = closing === shown ? resolveIndex(remaining, 0) : shown - (closing < shown ? 1 : 0);
  if (target < 0 || target >= remaining.length) return undefined;
  const next = remaining[target].ownValue ?? target;
  return next === items[shown]?.value ? undefined : next;
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
