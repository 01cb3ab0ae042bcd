import { useId, useState } from 'react';
import type { SortDirection } from './constants';
import { useTableContext } from './context';

/**
 * A sort header's direction. Inside a Table it lives in the table, which keeps one header sorted at a time:
 * sorting this header leaves the previously sorted one unsorted. A header used on its own keeps its own.
 */
export function useSortDirection(): [SortDirection, (next: SortDirection) => void] {
  const id = useId();
  const table = useTableContext();
  const [own, setOwn] = useState<SortDirection>(null);

  if (!table) return [own, setOwn];
  const direction = table.sort?.id === id ? table.sort.direction : null;
  const setDirection = (next: SortDirection) => table.setSort(next === null ? null : { id, direction: next });
  return [direction, setDirection];
}
