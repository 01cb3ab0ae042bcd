import { createContext, useContext } from 'react';
import type { SortDirection } from './constants.ts';

/** Which header of a table is sorted, by the header's id, and in which direction. */
export interface TableSort {
  id: string;
  direction: Exclude<SortDirection, null>;
}

/** What a table shares with its parts (sort headers, resize handles, the column group). */
export interface TableContextValue {
  /** The sorted header, or null when none is: a table has at most one. Undefined until a header is pressed, while each shows its own starting direction. */
  sort: TableSort | null | undefined;
  setSort: (sort: TableSort | null) => void;
  /** Every column's width in px once a handle has resized one; null while the layout decides them. */
  columnWidths: readonly number[] | null;
  /** Gives one column a width; the first call also fixes the other columns at the widths they have. */
  resizeColumn: (table: HTMLTableElement, index: number, width: number) => void;
}

export const TableContext = createContext<TableContextValue | null>(null);

/** The table a part sits in, or null for a part used on its own. */
export const useTableContext = () => useContext(TableContext);
