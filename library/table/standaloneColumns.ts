import { TABLE_COLUMN_MIN_WIDTH } from './constants.ts';
import { measureColumns } from './columns.ts';

/** The widths the resize handles gave the columns of tables that are not inside a Table component. */
const resizedTables = new WeakMap<HTMLTableElement, number[]>();

/** The width a handle gave a column of a table outside a Table component, if any. */
export const standaloneWidth = (table: HTMLTableElement, column: number): number | undefined => resizedTables.get(table)?.[column];

/** The table's `<col>` elements, at least `count` of them: its own column group's, or one added for the widths. */
function columnElements(table: HTMLTableElement, count: number): HTMLTableColElement[] {
  let group = Array.from(table.children).find((child) => child.tagName === 'COLGROUP');
  if (!group) {
    group = document.createElement('colgroup');
    group.className = 'aq-table__columns';
    // A column group comes after the caption and before the rows.
    table.insertBefore(group, table.caption ? table.caption.nextSibling : table.firstChild);
  }
  const columns = Array.from(group.children).filter((child): child is HTMLTableColElement => child.tagName === 'COL');
  while (columns.length < count) columns.push(group.appendChild(document.createElement('col')));
  return columns;
}

/**
 * Gives one column of a plain `<table>` a width, as a Table component does for its own: the first resize fixes
 * every column at the width it has then, so only this column's edge moves and the table grows or shrinks with it.
 * The widths go on the table's `<col>` elements, which decide the columns of a fixed-layout table.
 */
export function resizeStandaloneColumn(table: HTMLTableElement, column: number, width: number): void {
  const widths = [...(resizedTables.get(table) ?? measureColumns(table))];
  while (widths.length <= column) widths.push(TABLE_COLUMN_MIN_WIDTH);
  widths[column] = Math.max(TABLE_COLUMN_MIN_WIDTH, Math.round(width));
  resizedTables.set(table, widths);
  columnElements(table, widths.length).forEach((element, index) => {
    if (index < widths.length) element.style.width = `${widths[index]}px`;
  });
  table.style.tableLayout = 'fixed';
  table.style.width = `${widths.reduce((sum, next) => sum + next, 0)}px`;
  table.setAttribute('data-resized', '');
}
