import { type ComponentPropsWithoutRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { composeHandlers, cx, useStableId, withoutRenamedProps } from '../core/index.ts';
import { TABLE_ARIA_SORT, TABLE_SORT_STATE_LABELS, type SortDirection } from './constants.ts';
import { nextSortDirection } from './sorting.ts';
import { useSortDirection } from './useSortDirection.ts';
import './Table.scss';

export interface TableSortHeaderProps extends ComponentPropsWithoutRef<'th'> {
  /** The order the header shows, when controlled: 'ascend', 'descend', or null for unsorted; pair it with `onDirectionChange`. */
  direction?: SortDirection;
  /**
   * The order the header shows at first, when uncontrolled; inside a Table, until any header of it is pressed.
   * @default null
   */
  defaultDirection?: SortDirection;
  /** Called when the header is pressed, with the new order: 'ascend', 'descend', or null when it goes back to unsorted. Not called when sorting another header unsorts this one. */
  onDirectionChange?: (direction: SortDirection) => void;
  /** Content for the cell beside the sort button, outside it: a TableColumnResize to make the column resizable. */
  resizeHandle?: ReactNode;
  /** Ref to the `<th>` element. */
  ref?: Ref<HTMLTableCellElement>;
}

const SortIcon = () => (
  <svg className="aq-table__sort-icon" viewBox="0 0 10 16" aria-hidden focusable="false">
    <path className="aq-table__sort-up" d="M5 1 9.5 6.5h-9z" />
    <path className="aq-table__sort-down" d="M5 15 .5 9.5h9z" />
  </svg>
);

/**
 * A column header (`<th>`) with a button that sorts the column: each press moves from unsorted to
 * ascending, to descending, and back to unsorted. The cell's `aria-sort` and the button's name say the
 * order; within one Table only the last header pressed is sorted. `direction` controls the order, or
 * `defaultDirection` starts it.
 */
export function TableSortHeader({
  direction: directionProp,
  defaultDirection = null,
  onDirectionChange,
  resizeHandle,
  scope = 'col',
  onClick,
  className,
  children,
  ref,
  ...rest
}: TableSortHeaderProps) {
  const [direction, setDirection] = useSortDirection({ direction: directionProp, defaultDirection, onDirectionChange });
  const state = direction ?? 'none';
  const labelId = `${useStableId()}-label`;
  const stateId = `${labelId}-state`;

  // On the cell, so that the consumer's onClick runs first and its preventDefault() keeps the order;
  // only presses of the cell's own sort button (a click, Enter or Space) sort.
  const sortOnPress = (event: MouseEvent<HTMLTableCellElement>) => {
    const pressed = (event.target as Element).closest('.aq-table__sort');
    if (!pressed || pressed.closest('th') !== event.currentTarget) return;
    setDirection(nextSortDirection(direction));
  };

  return (
    <th
      {...withoutRenamedProps('TableSortHeader', rest)}
      ref={ref}
      scope={scope}
      aria-sort={TABLE_ARIA_SORT[state]}
      className={cx('aq-table__sort-header', className)}
      data-sort={state}
      onClick={composeHandlers(onClick, sortOnPress)}
    >
      {/* Named by the label and the state, joined with a space by every browser (text run together from
          content is joined differently by each). */}
      <button type="button" aria-labelledby={`${labelId} ${stateId}`} className="aq-table__sort" data-sort={state}>
        <span id={labelId} className="aq-table__sort-label" data-column-label="">
          {children}
        </span>
        <span id={stateId} hidden>
          {`(${TABLE_SORT_STATE_LABELS[state]})`}
        </span>
        <SortIcon />
      </button>
      {resizeHandle}
    </th>
  );
}
