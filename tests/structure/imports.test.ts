// @vitest-environment node
import madge from 'madge';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import graph of the whole repository, type imports and lazy `import()`s included: a cycle of
 * either kind means two modules (or two folders) can only be understood together.
 */
let graph: Record<string, string[]> = {};
let fileCycles: string[][] = [];

beforeAll(async () => {
  const result = await madge(['src', 'library', 'demos', 'scripts', 'tests'], {
    baseDir: process.cwd(),
    tsConfig: 'tsconfig.json',
    fileExtensions: ['ts', 'tsx', 'mjs'],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  graph = result.obj();
  fileCycles = result.circular();
}, 120_000);

/**
 * The folder a module belongs to, as the README's layout names them: each folder of `src/` and of
 * `library/` is a unit of its own; the demos, the scripts and the tests are one each.
 */
function folderOf(file: string): string {
  const [top, second] = file.split('/');
  if ((top === 'src' || top === 'library') && file.split('/').length > 2) return `${top}/${second}`;
  return top === 'src' || top === 'library' ? `${top}/(root)` : top;
}

// A component folder's `testing.ts` holds helpers only its tests import: it is a test too.
const TEST_FILE = /(\.(test|spec)\.tsx?|\/testing\.ts)$/;

/** The strongly connected groups of more than one node (Tarjan's algorithm). */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe('the import graph', () => {
  it('reads the repository (the aliases resolve to the library)', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(500);
    expect(graph['src/shared/theme-store.ts']).toContain('library/theme/index.ts');
  });

  it('has no cycle between modules', () => {
    expect(fileCycles).toEqual([]);
  });

  it('has no cycle between folders: each folder builds only on folders below it', () => {
    const edges = new Map<string, Set<string>>();
    // A test reaches into what it tests and into the shared test helpers; it is no part of the layering.
    for (const [file, imports] of Object.entries(graph).filter(([file]) => !TEST_FILE.test(file))) {
      const from = folderOf(file);
      for (const imported of imports) {
        const to = folderOf(imported);
        if (to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
    }
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(edges)).toEqual([['a', 'b', 'c']]);
  });
});
