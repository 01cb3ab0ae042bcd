import { TABLE_COLUMN_MIN_WIDTH } from './constants.ts';

/** The columns a cell covers, from its first to its last (0-based, both included). */
export interface CellColumns {
  first: number;
  last: number;
}

/**
 * Where each cell of a row group sits in the grid of columns, by the HTML table model: a cell starts at the
 * first column not yet taken in its row, where cells of earlier rows reaching down (rowspan) take columns too,
 * and covers as many as its colspan says. A cell's index in its row is its column only when nothing spans.
 */
export function columnsOfSection(rows: ArrayLike<HTMLTableRowElement>): Map<HTMLTableCellElement, CellColumns> {
  const placed = new Map<HTMLTableCellElement, CellColumns>();
  // For each column, how many more rows a cell from above still takes it.
  const takenBelow: number[] = [];
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const rowsLeft = rows.length - rowIndex;
    let column = 0;
    for (const cell of Array.from(rows[rowIndex].cells)) {
      while ((takenBelow[column] ?? 0) > 0) column++;
      const span = Math.max(1, cell.colSpan || 1);
      // rowspan="0" reaches the end of the row group.
      const down = cell.rowSpan === 0 ? rowsLeft : Math.min(Math.max(1, cell.rowSpan), rowsLeft);
      placed.set(cell, { first: column, last: column + span - 1 });
      for (let covered = column; covered < column + span; covered++) takenBelow[covered] = down;
      column += span;
    }
    for (let covered = 0; covered < takenBelow.length; covered++) takenBelow[covered] = Math.max(0, (takenBelow[covered] ?? 0) - 1);
  }
  return placed;
}

const sectionRows = (cell: HTMLTableCellElement): ArrayLike<HTMLTableRowElement> => {
  const section = cell.parentElement?.parentElement;
  if (section instanceof HTMLTableSectionElement) return section.rows;
  if (section instanceof HTMLTableElement) return section.rows;
  return cell.parentElement instanceof HTMLTableRowElement ? [cell.parentElement] : [];
};

/** The columns a header (or any) cell covers in its table. */
export function columnsOfCell(cell: HTMLTableCellElement): CellColumns {
  return columnsOfSection(sectionRows(cell)).get(cell) ?? { first: cell.cellIndex, last: cell.cellIndex };
}

const widthOf = (cell: HTMLTableCellElement) => cell.getBoundingClientRect().width;

/**
 * Every column's width as the table is laid out now, in whole px: read from a cell that covers that column
 * alone (in the header first, then the other row groups); a column only ever covered by spanning cells gets
 * an equal share of what such a cell's other columns leave.
 */
export function measureColumns(table: HTMLTableElement): number[] {
  const sections = [table.tHead, ...Array.from(table.tBodies), table.tFoot].filter((section) => section !== null);
  const maps = sections.map((section) => columnsOfSection(section.rows));
  const count = Math.max(0, ...maps.flatMap((map) => [...map.values()].map((columns) => columns.last + 1)));
  const widths: (number | undefined)[] = Array.from({ length: count });
  for (const map of maps) {
    for (const [cell, { first, last }] of map) if (first === last && widths[first] === undefined) widths[first] = widthOf(cell);
  }
  for (const map of maps) {
    for (const [cell, { first, last }] of map) {
      const missing = [];
      let known = 0;
      for (let column = first; column <= last; column++) {
        if (widths[column] === undefined) missing.push(column);
        else known += widths[column]!;
      }
      if (missing.length === 0) continue;
      const share = Math.max(0, widthOf(cell) - known) / missing.length;
      for (const column of missing) widths[column] = share;
    }
  }
  return widths.map((width) => Math.round(width ?? TABLE_COLUMN_MIN_WIDTH));
}
