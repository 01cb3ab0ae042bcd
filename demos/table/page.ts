import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Table',
  description:
    'Helpers for native HTML tables: a table that scrolls inside its own box, with a header that stays in view, optional borders, column widths, columns people resize, and headers that sort.',
  whenToUse: [
    'To show rows of records with the same fields, where people compare values down a column.',
    'When a table is wider or taller than the room it has: it scrolls in its own box, never the page.',
    'When people need to reorder the rows by a column, or make a column wider to read it.',
    'You keep the rows: write thead, tbody, tr and td as usual, and sort or page your data in your own state.',
  ],
  imports: ['Table', 'TableColumnGroup', 'TableColumnResize', 'TableSortHeader', 'sortRows', 'compareValues'],
  entry: 'table',
  demos: [
    {
      id: 'table-demo1',
      title: 'Basic',
      description: 'A Table around ordinary rows and cells. The caption names it; at small widths it scrolls sideways in its box.',
    },
    {
      id: 'table-demo2',
      title: 'Vertical scroll and sorting',
      description:
        'scroll={{ y: "400px" }} keeps the body at most 400 px high, under a header that stays in view. Each TableSortHeader cycles unsorted, ascending, descending; onDirectionChange gives the order, and sortRows sorts a copy of the rows (ages as numbers, text by the reader’s language), or gives the original order back.',
    },
    {
      id: 'table-demo3',
      title: 'Bordered, with resizable columns',
      description:
        'bordered draws the lines between columns. TableColumnGroup sets each column’s starting width; a TableColumnResize in a header cell lets people drag its edge, or focus it and use the arrow keys, never below 80 px.',
    },
    {
      id: 'table-demo4',
      title: 'All features',
      description:
        '37 employees, 5 to a page with a Paginator (5, 10 or 20), in a table at least 1800 px wide that scrolls sideways. Sorting shows the first page of the new order; unsorting brings back the original order and the page you were on. Productivity is red up to 50, blue up to 80 and green up to 100.',
    },
    {
      id: 'table-demo5',
      title: 'Grouped headers, on a plain table',
      description:
        'The sort headers and resize handles work in any <table>. A header over two columns (colspan) resizes the second of them; the headers beside ones that span two rows (rowspan) resize their own column. The sort is kept in your state and given to each header with direction, starting with the cities in order.',
    },
  ],
  configurator: { component: 'Table' },
  api: ['Table', 'TableColumnGroup', 'TableColumnResize', 'TableSortHeader'],
  keyboard: [
    { keys: 'Tab', action: 'Moves to each sort button and resize handle, and to a table’s box when it scrolls.' },
    { keys: 'Enter / Space', action: 'On a sort button: unsorted → ascending → descending → unsorted.' },
    {
      keys: 'Right Arrow / Left Arrow',
      action: 'On a resize handle: widens or narrows the column by 10 px (reversed right to left).',
    },
    { keys: 'Shift + Right Arrow / Left Arrow', action: 'On a resize handle: by 50 px.' },
    { keys: 'Home', action: 'On a resize handle: makes the column as narrow as it goes, 80 px.' },
    { keys: 'Arrow keys, Page Up / Page Down, Home / End', action: 'On a table’s focused box: scroll it.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'Why these names: each helper is named for the table part it renders or sits on, with one `Table` prefix so they read as one family — `Table` (the table in its scrolling box), `TableColumnGroup` (the `colgroup`), `TableColumnResize` (a handle on a column’s edge, placed in any header cell) and `TableSortHeader` (a `th` with a sort button). The handle is separate from the header so any header, sortable or not, can have one.',
        '`Table` renders a `div` around the table; `ref`, `className`, `style` and the other attributes go to the table itself, and `containerProps` to the `div`. When the table is wider or taller than that box, the box becomes a focusable region named by the caption or by the table’s `aria-label`, so keyboard users can scroll it. Give every table a caption or an `aria-label`.',
        "`TableSortHeader` starts unsorted, or in `defaultDirection`; `direction` (with `onDirectionChange`) controls it, so your own state can say which column is sorted, as in `direction={sort.key === 'age' ? sort.direction : null}`.",
        '`sortRows(rows, key or function, direction)` returns a sorted copy, or the rows in their first order for `null`, keeping equal rows in their order; `compareValues` compares numbers by size, strings with `localeCompare`, and anything else as text.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'Only one `TableSortHeader` of a `Table` is sorted at a time: pressing another one makes the previous one unsorted (its `aria-sort` goes back to "none") without calling its `onDirectionChange` — the new header’s call says what the order is. The cell carries `aria-sort`; the button’s name says the column and its state, such as "Name (sorted ascending)".',
        '`TableColumnResize` works in the header cells of any table, a `Table` or a plain `<table>`. Under a header that spans several columns (`colspan`) it moves that header’s end edge, which is the edge of the last column under it; headers beside cells that span rows (`rowspan`) resize their own column.',
        'The first time a column is resized, every column keeps the width it has, the table takes the sum of the widths, and the box scrolls if it gets wider, so moving one edge moves only that edge. `TableColumnResize` calls `onResize` with the new width when you let go, and after each key. A `Table` adds a column group itself when you resize without a `TableColumnGroup`.',
      ],
    },
  ],
});
