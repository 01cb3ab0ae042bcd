import { useId } from 'react';
import { useControllableState } from '../core/index.ts';
import type { SortDirection } from './constants.ts';
import { useTableContext } from './context.ts';

interface SortDirectionOptions {
  direction?: SortDirection;
  defaultDirection: SortDirection;
  onDirectionChange?: (direction: SortDirection) => void;
}

/**
 * A sort header's direction and the setter its press calls. Controlled by `direction`, it shows what that says.
 * Otherwise, inside a Table the direction lives in the table, which keeps one header sorted at a time: sorting
 * this header leaves the previously sorted one unsorted (until a header is first pressed, each shows its
 * `defaultDirection`). A header used on its own keeps its own. The setter reports every press through
 * `onDirectionChange`; a header unsorted by another's press is not told.
 */
export function useSortDirection({
  direction,
  defaultDirection,
  onDirectionChange,
}: SortDirectionOptions): [SortDirection, (next: SortDirection) => void] {
  const id = useId();
  const table = useTableContext();
  const [own, setOwn] = useControllableState<SortDirection>({
    value: direction,
    defaultValue: defaultDirection,
    onChange: onDirectionChange,
    name: 'TableSortHeader',
    prop: 'direction',
    handler: 'onDirectionChange',
    defaultProp: 'defaultDirection',
  });

  if (!table) return [own, setOwn];
  const controlled = direction !== undefined;
  const { sort } = table;
  const fromTable = sort === undefined ? defaultDirection : sort?.id === id ? sort.direction : null;
  const setDirection = (next: SortDirection) => {
    // Unsorting leaves another header's order alone; sorting takes the table's one sorted place.
    if (next !== null) table.setSort({ id, direction: next });
    else if (sort === undefined || sort?.id === id) table.setSort(null);
    if (controlled) setOwn(next);
    else onDirectionChange?.(next);
  };
  return [controlled ? direction : fromTable, setDirection];
}
