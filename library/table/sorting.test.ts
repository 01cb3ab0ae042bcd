import { compareValues, nextSortDirection, sortRows } from './sorting.ts';

describe('nextSortDirection', () => {
  it('cycles none → ascend → descend → none', () => {
    expect(nextSortDirection(null)).toBe('ascend');
    expect(nextSortDirection('ascend')).toBe('descend');
    expect(nextSortDirection('descend')).toBeNull();
  });
});

describe('compareValues', () => {
  it('compares numbers by size, not as text', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(10, 2)).toBeGreaterThan(0);
    expect(compareValues(4.5, 4.5)).toBe(0);
    expect(compareValues(-1, 0)).toBeLessThan(0);
  });

  it('compares strings with localeCompare, so accented letters sort beside their base letter', () => {
    expect(compareValues('Émile', 'Zoe')).toBeLessThan(0);
    expect(compareValues('zoe', 'Émile')).toBeGreaterThan(0);
    expect(compareValues('Ana', 'Ana')).toBe(0);
    expect(compareValues('b', 'a')).toBe('b'.localeCompare('a'));
  });

  it('compares anything else as text, with empty values as empty text', () => {
    // As text, "10" comes before "9".
    expect(compareValues(10, '9')).toBeLessThan(0);
    expect(compareValues(true, false)).toBe('true'.localeCompare('false'));
    expect(compareValues(null, 'a')).toBeLessThan(0);
    expect(compareValues(undefined, null)).toBe(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Marta', age: 41 },
    { name: 'Émile', age: 9 },
    { name: 'Zoe', age: 30 },
    { name: 'Bruno', age: 30 },
  ];

  it('sorts a copy by a property, ascending and descending', () => {
    expect(sortRows(rows, 'age', 'ascend').map((row) => row.name)).toEqual(['Émile', 'Zoe', 'Bruno', 'Marta']);
    expect(sortRows(rows, 'name', 'ascend').map((row) => row.name)).toEqual(['Bruno', 'Émile', 'Marta', 'Zoe']);
    expect(sortRows(rows, 'name', 'descend').map((row) => row.name)).toEqual(['Zoe', 'Marta', 'Émile', 'Bruno']);
    expect(rows.map((row) => row.name)).toEqual(['Marta', 'Émile', 'Zoe', 'Bruno']);
  });

  it('keeps the original order of rows that compare equal, in both directions', () => {
    expect(sortRows(rows, 'age', 'descend').map((row) => row.name)).toEqual(['Marta', 'Zoe', 'Bruno', 'Émile']);
  });

  it('sorts by a value read from each row', () => {
    expect(sortRows(rows, (row) => row.name.length, 'ascend').map((row) => row.name)).toEqual(['Zoe', 'Marta', 'Émile', 'Bruno']);
  });

  it('gives the original order back, as a new array, for no direction', () => {
    const unsorted = sortRows(rows, 'age', null);
    expect(unsorted).toEqual(rows);
    expect(unsorted).not.toBe(rows);
  });
});
