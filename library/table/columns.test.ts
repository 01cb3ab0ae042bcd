import { columnsOfSection } from './columns.ts';

/** Builds a row group from rows of cells written as "text:colspan:rowspan". */
function section(rows: string[][]) {
  const body = document.createElement('tbody');
  for (const cells of rows) {
    const row = body.insertRow();
    for (const spec of cells) {
      const [text, colspan = '1', rowspan = '1'] = spec.split(':');
      const cell = row.insertCell();
      cell.textContent = text;
      cell.colSpan = Number(colspan);
      cell.rowSpan = Number(rowspan);
    }
  }
  document.createElement('table').appendChild(body);
  const placed = columnsOfSection(body.rows);
  return Object.fromEntries([...placed].map(([cell, { first, last }]) => [cell.textContent, [first, last]]));
}

describe('columnsOfSection', () => {
  it('gives each cell its index when nothing spans', () => {
    expect(section([['a', 'b', 'c']])).toEqual({ a: [0, 0], b: [1, 1], c: [2, 2] });
  });

  it('counts the columns earlier cells span', () => {
    expect(section([['a:2', 'b', 'c:3', 'd']])).toEqual({ a: [0, 1], b: [2, 2], c: [3, 5], d: [6, 6] });
  });

  it('skips columns taken by cells of earlier rows that reach down', () => {
    expect(
      section([
        ['name:1:2', 'contact:2', 'age:1:2'],
        ['phone', 'email'],
      ]),
    ).toEqual({ name: [0, 0], contact: [1, 2], age: [3, 3], phone: [1, 1], email: [2, 2] });
  });

  it('rowspan="0" reaches the end of the row group, and a rowspan past it stops there', () => {
    expect(section([['a:1:0', 'b:1:9'], ['c'], ['d', 'e']])).toEqual({ a: [0, 0], b: [1, 1], c: [2, 2], d: [2, 2], e: [3, 3] });
  });
});
