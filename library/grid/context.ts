import { createContext } from 'react';

/** What a Row tells the columns inside it. */
export interface RowContextValue {
  /** The row's number of columns, the most a column may span. */
  columns: number;
}

export const RowContext = createContext<RowContextValue | null>(null);
