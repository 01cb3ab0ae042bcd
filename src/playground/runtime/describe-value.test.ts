import { createElement, Fragment, memo } from 'react';
import { CONSOLE_LIMITS, type CollectionNode, type ValueNode } from './console-types';
import { describeArguments, describeValue } from './describe-event';
import { describeNode, describeNodes, nodeBudget } from './describe-value';

describe('describeValue', () => {
  it('writes data as literal-like text', () => {
    expect(describeValue('small')).toBe('"small"');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(new Date('2026-11-25T00:00:00Z'))).toBe('Date(2026-11-25T00:00:00.000Z)');
    expect(describeValue({ startDate: null, endDate: 2 })).toBe('{ startDate: null, endDate: 2 }');
    expect(describeValue({})).toBe('{}');
    expect(describeValue([1, 2, 3, 4, 5, 6])).toBe('[1, 2, 3, 4, 5, …]');
    expect(describeValue({ a: { b: { c: 1 } } })).toBe('{ a: { b: {…} } }');
  });

  it('names events and elements by their kind instead of listing their fields', () => {
    const button = document.createElement('button');
    const event = new MouseEvent('click');
    expect(describeValue(event)).toBe('click event');
    expect(describeValue({ nativeEvent: event, type: 'click', target: button })).toBe('click event');
    expect(describeValue(button)).toBe('<button>');
    expect(describeValue(() => 1)).toBe('ƒ');
  });

  it('joins a callback’s arguments', () => {
    expect(describeArguments([true, new Event('change')])).toBe('true, change event');
    expect(describeArguments([])).toBe('');
  });
});

const describeOne = (value: unknown) => describeNode(value, nodeBudget());
const entryValues = (node: ValueNode) => ('entries' in node ? node.entries.map((entry) => entry.value) : []);

describe('describeNode', () => {
  it('writes primitives as the console does', () => {
    expect(describeOne('hi')).toEqual({ kind: 'string', text: 'hi', length: 2 });
    expect(describeOne(1.5)).toEqual({ kind: 'number', text: '1.5' });
    expect(describeOne(-0)).toEqual({ kind: 'number', text: '-0' });
    expect(describeOne(NaN)).toEqual({ kind: 'number', text: 'NaN' });
    expect(describeOne(-Infinity)).toEqual({ kind: 'number', text: '-Infinity' });
    expect(describeOne(10n)).toEqual({ kind: 'bigint', text: '10n' });
    expect(describeOne(true)).toEqual({ kind: 'boolean', text: 'true' });
    expect(describeOne(null)).toEqual({ kind: 'null', text: 'null' });
    expect(describeOne(undefined)).toEqual({ kind: 'undefined', text: 'undefined' });
    expect(describeOne(Symbol('tag'))).toEqual({ kind: 'symbol', text: 'Symbol(tag)' });
  });

  it('names functions and classes, and an anonymous one by nothing', () => {
    function handleClick() {}
    class Store {}
    expect(describeOne(handleClick)).toEqual({ kind: 'function', text: 'handleClick' });
    expect(describeOne(Store)).toEqual({ kind: 'function', text: 'Store' });
    expect(describeOne([() => 1][0])).toEqual({ kind: 'function', text: '' });
  });

  it('describes arrays, objects, class instances, maps and sets with their entries', () => {
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    expect(describeOne([1, 'a'])).toEqual({
      kind: 'array',
      label: 'Array(2)',
      entries: [
        { key: '0', value: { kind: 'number', text: '1' } },
        { key: '1', value: { kind: 'string', text: 'a', length: 1 } },
      ],
      more: 0,
    });
    expect(describeOne({ a: null })).toEqual({
      kind: 'object',
      label: 'Object',
      entries: [{ key: 'a', value: { kind: 'null', text: 'null' } }],
      more: 0,
    });
    expect(describeOne(Object.create(null))).toMatchObject({ kind: 'object', label: 'Object', entries: [] });
    expect(describeOne(new Point(1, 2))).toMatchObject({ kind: 'object', label: 'Point', entries: [{ key: 'x' }, { key: 'y' }] });
    expect(describeOne(new Map([[{ id: 1 }, 'one']]))).toEqual({
      kind: 'map',
      label: 'Map(1)',
      entries: [
        {
          key: { kind: 'object', label: 'Object', entries: [{ key: 'id', value: { kind: 'number', text: '1' } }], more: 0 },
          value: { kind: 'string', text: 'one', length: 3 },
        },
      ],
      more: 0,
    });
    expect(describeOne(new Set([true]))).toEqual({
      kind: 'set',
      label: 'Set(1)',
      entries: [{ value: { kind: 'boolean', text: 'true' } }],
      more: 0,
    });
    expect(describeOne(new Uint8Array([7]))).toMatchObject({ kind: 'array', label: 'Uint8Array(1)', entries: [{ key: '0' }] });
  });

  it('shows a sparse array’s holes as undefined', () => {
    const sparse = [1];
    sparse[2] = 3;
    expect(entryValues(describeOne(sparse))).toEqual([
      { kind: 'number', text: '1' },
      { kind: 'undefined', text: 'undefined' },
      { kind: 'number', text: '3' },
    ]);
  });

  it('writes dates, regular expressions and errors on one line', () => {
    expect(describeOne(new Date('2026-11-25T00:00:00Z'))).toEqual({ kind: 'date', text: '2026-11-25T00:00:00.000Z' });
    expect(describeOne(new Date('nope'))).toEqual({ kind: 'date', text: 'Invalid Date' });
    expect(describeOne(/a+/gi)).toEqual({ kind: 'regexp', text: '/a+/gi' });
    const error = new TypeError('bad input');
    expect(describeOne(error)).toEqual({ kind: 'error', text: 'TypeError: bad input', stack: error.stack });
    expect(describeOne(new Error())).toMatchObject({ kind: 'error', text: 'Error' });
    const huge = new Error('x');
    huge.stack = 's'.repeat(CONSOLE_LIMITS.string + 5);
    expect((describeOne(huge) as { stack: string }).stack).toHaveLength(CONSOLE_LIMITS.string);
  });

  it('sums up DOM nodes by their tag', () => {
    const main = document.createElement('div');
    main.id = 'main';
    main.className = 'card  big';
    expect(describeOne(main)).toEqual({ kind: 'dom', text: '<div#main.card.big>' });
    expect(describeOne(document.createElementNS('http://www.w3.org/2000/svg', 'svg'))).toEqual({ kind: 'dom', text: '<svg>' });
    expect(describeOne(document.createTextNode('abc'))).toEqual({ kind: 'dom', text: '#text "abc"' });
    expect(describeOne(document)).toEqual({ kind: 'dom', text: '#document' });
    expect(describeOne(window)).toEqual({ kind: 'dom', text: 'Window' });
  });

  it('writes React elements as a short tag, with … when they have props', () => {
    function Card() {
      return null;
    }
    const Named = Object.assign(() => null, { displayName: 'Fancy' });
    expect(describeOne(createElement(Card, { title: 'x' }))).toEqual({ kind: 'element', text: '<Card …/>' });
    expect(describeOne(createElement('div', null, 'child'))).toEqual({ kind: 'element', text: '<div />' });
    expect(describeOne(createElement(Named))).toEqual({ kind: 'element', text: '<Fancy />' });
    expect(describeOne(createElement(memo(Card)))).toEqual({ kind: 'element', text: '<Card />' });
    expect(describeOne(createElement(Fragment))).toEqual({ kind: 'element', text: '<Fragment />' });
    // An element of an older React (a library that bundles its own).
    expect(describeOne({ $$typeof: Symbol.for('react.element'), type: 'span', props: {} })).toEqual({
      kind: 'element',
      text: '<span />',
    });
  });

  it('marks a cycle by the ancestors’ path, but shows a shared object each time', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const node = describeOne(loop) as CollectionNode;
    expect(node.entries[1]).toEqual({ key: 'self', value: { kind: 'circular', text: 'Object' } });
    const list: unknown[] = [];
    list.push(list);
    expect(entryValues(describeOne(list))).toEqual([{ kind: 'circular', text: 'Array(1)' }]);

    const shared = { n: 1 };
    const both = entryValues(describeOne({ a: shared, b: shared }));
    expect(both[0]).toEqual(both[1]);
    expect(both[1]).toMatchObject({ kind: 'object', entries: [{ key: 'n' }] });
  });

  it('reads getters once each, and shows one that throws as an error', () => {
    const read = vi.fn(() => 5);
    const value = Object.defineProperties(
      {},
      {
        fine: { get: read, enumerable: true },
        broken: {
          get: () => {
            throw new RangeError('no');
          },
          enumerable: true,
        },
        hidden: {
          get: () => {
            throw new Error('not enumerable, not read');
          },
          enumerable: false,
        },
      },
    );
    expect(describeOne(value)).toEqual({
      kind: 'object',
      label: 'Object',
      entries: [
        { key: 'fine', value: { kind: 'number', text: '5' } },
        { key: 'broken', value: { kind: 'error', text: 'RangeError: no' } },
      ],
      more: 0,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('survives a Proxy whose traps throw, and a revoked one', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(describeOne(hostile)).toEqual({ kind: 'error', text: 'Unreadable value: Error: trap' });
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(describeOne(proxy)).toMatchObject({ kind: 'error' });
    const transparent = new Proxy({ a: 1 }, { get: (target, key) => Reflect.get(target, key) });
    expect(describeOne(transparent)).toMatchObject({ kind: 'object', entries: [{ key: 'a', value: { kind: 'number', text: '1' } }] });
  });

  it('stops at the depth cap, marking where', () => {
    let nested: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 10; level++) nested = { inner: nested };
    let node = describeOne(nested) as CollectionNode;
    let depth = 0;
    while (node.entries.length > 0) {
      node = node.entries[0].value as CollectionNode;
      depth++;
    }
    expect(depth).toBe(CONSOLE_LIMITS.depth);
    expect(node).toEqual({ kind: 'object', label: 'Object', entries: [], more: 0, truncated: true });
  });

  it('describes a collection’s first entries and counts the rest', () => {
    const node = describeOne(Array.from({ length: 250 }, (_, index) => index)) as CollectionNode;
    expect(node.label).toBe('Array(250)');
    expect(node.entries).toHaveLength(CONSOLE_LIMITS.entries);
    expect(node.more).toBe(150);
    const wide = describeOne(Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`k${index}`, index]))) as CollectionNode;
    expect([wide.entries.length, wide.more]).toEqual([CONSOLE_LIMITS.entries, 20]);
    const set = describeOne(new Set(Array.from({ length: 101 }, (_, index) => index))) as CollectionNode;
    expect([set.entries.length, set.more]).toEqual([CONSOLE_LIMITS.entries, 1]);
  });

  it('cuts long strings and keeps their whole length', () => {
    const text = 'x'.repeat(CONSOLE_LIMITS.string + 1);
    const node = describeOne(text);
    expect(node).toMatchObject({ kind: 'string', length: CONSOLE_LIMITS.string + 1 });
    expect((node as { text: string }).text).toHaveLength(CONSOLE_LIMITS.string);
    const key = 'k'.repeat(CONSOLE_LIMITS.string * 2);
    expect((describeOne({ [key]: 1 }) as CollectionNode).entries[0].key).toHaveLength(CONSOLE_LIMITS.string);
  });

  it('spends one node budget across all the arguments, however large they are', () => {
    const grid = Array.from({ length: 1000 }, () => Array.from({ length: 1000 }, () => ({ cell: 1 })));
    const budget = nodeBudget();
    const { nodes, more } = describeNodes([grid, grid, 'after'], budget);
    expect(countNodes(nodes)).toBe(CONSOLE_LIMITS.nodes);
    expect(budget.nodes).toBe(0);
    expect(nodes).toHaveLength(1);
    expect(more).toBe(2);
    const top = nodes[0] as CollectionNode;
    expect(top.entries.length + top.more).toBe(1000);
  });

  it('keeps a map entry whole when the budget runs out on its key', () => {
    const budget = { nodes: 4 };
    const node = describeNode(new Map([[{ a: 1, b: 2, c: 3 }, 'v']]), budget) as CollectionNode;
    expect(node.entries[0].key).toMatchObject({ kind: 'object', entries: [{ key: 'a' }], more: 2 });
    expect(node.entries[0].value).toEqual({ kind: 'string', text: 'v', length: 1 });
    expect(budget.nodes).toBe(0);
  });
});

/** Every ValueNode in a description, as CONSOLE_LIMITS.nodes counts them. */
function countNodes(nodes: ValueNode[]): number {
  let count = 0;
  for (const node of nodes) {
    count++;
    if ('entries' in node) {
      for (const entry of node.entries) {
        count += countNodes([entry.value]);
        if (typeof entry.key === 'object') count += countNodes([entry.key]);
      }
    }
  }
  return count;
}
