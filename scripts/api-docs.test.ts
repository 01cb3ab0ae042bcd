// @vitest-environment node
import { extractApiDocs } from './api-docs';

// One TypeScript program over the whole library: slow to build, so built once for all tests.
const docs = extractApiDocs();

describe('generated API docs', () => {
  it('finds the components of the library', () => {
    expect(Object.keys(docs)).toEqual(expect.arrayContaining(['Button', 'Divider']));
  });

  it('gives every public prop a description', () => {
    const undocumented = Object.values(docs).flatMap((api) =>
      api.rows.filter((row) => row.description === '').map((row) => `${api.name}.${row.property}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('reads defaults from @default tags', () => {
    const fillMode = docs.Button.rows.find((row) => row.property === 'buttonFillMode');
    expect(fillMode?.default).toMatch(/filled/);
    expect(fillMode?.type).toContain('outlined');
  });

  it('leaves out the native attributes inherited from React', () => {
    expect(docs.Button.rows.map((row) => row.property)).not.toContain('onClick');
  });
});
