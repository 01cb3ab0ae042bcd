import { installConsole } from './console-capture';
import { parseConsoleBatch } from './console-parse';
import { CONSOLE_LIMITS, type CollectionNode, type ConsoleBatch, type ConsoleMessage, type ValueNode } from './console-types';
import { parseFrameMessage } from './protocol';

/** A batch as the frame's capture posts it, of what `log` logs. */
function frameBatch(log: (console: Console) => void): ConsoleBatch {
  const batches: ConsoleBatch[] = [];
  const target = {} as Console;
  const capture = installConsole(target, {
    currentRun: () => 4,
    post: (batch) => batches.push(batch),
    schedule: () => {},
    now: () => 0,
  });
  log(target);
  capture.flush();
  return batches[0];
}

/** A message as a frame may post it: any field forged, of any type. */
const message = (fields: Record<string, unknown> = {}) =>
  ({ id: 1, level: 'log', method: 'log', args: [], ...fields }) as ConsoleMessage;
const batchOf = (...messages: unknown[]) => ({ type: 'console', runId: 1, messages, dropped: 0 });
const text = (value: string): ValueNode => ({ kind: 'string', text: value, length: value.length });
const objectNode = (entries: unknown[], more = 0) => ({ kind: 'object', label: 'Object', entries, more }) as CollectionNode;

describe('parseConsoleBatch', () => {
  it('reads what the frame sends as it was sent, also where the frame’s caps cut it', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const grid = Array.from({ length: 300 }, (_, row) => new Map([[{ row }, Array.from({ length: 300 }, () => ({ cell: row }))]]));
    const sent = frameBatch((console) => {
      console.group('Group %o', { open: true });
      console.log('%cstyled%c and %s', 'color: red', '', new Set([1n, Symbol('s')]), -0, NaN);
      console.warn(new TypeError('bad'), /x/g, new Date(0), document.body, () => {});
      console.groupEnd();
      console.log(loop, 'x'.repeat(CONSOLE_LIMITS.string + 10));
      console.log(grid, 'no room for this one');
      console.assert(false, 'failed');
      console.count();
    });
    expect(sent.messages).toHaveLength(7);
    expect(sent.messages[4].moreArgs).toBe(1);
    const received = parseConsoleBatch(structuredClone(sent));
    expect(received).toEqual(sent);
    expect(parseFrameMessage(structuredClone(sent))).toEqual(sent);
  });

  it('reads a batch the frame cut to its node allowance as it was sent', () => {
    const row = Array.from({ length: 300 }, (_, index) => index);
    const sent = frameBatch((console) => {
      for (let index = 0; index < CONSOLE_LIMITS.batch; index++) console.log('row %d', index, row);
    });
    expect(sent.messages[0]).toMatchObject({ args: [], moreArgs: 3 });
    expect(sent.messages.at(-1)!.args).toHaveLength(1);
    expect(parseConsoleBatch(structuredClone(sent))).toEqual(sent);
  });

  it('returns null for what is not a batch', () => {
    expect(parseConsoleBatch(null)).toBeNull();
    expect(parseConsoleBatch('console')).toBeNull();
    expect(parseConsoleBatch(42)).toBeNull();
    expect(parseConsoleBatch({ type: 'log', runId: 1, messages: [], dropped: 0 })).toBeNull();
    expect(parseConsoleBatch({ type: 'console', runId: '1', messages: [], dropped: 0 })).toBeNull();
    expect(parseConsoleBatch({ type: 'console', runId: 1, messages: {}, dropped: 0 })).toBeNull();
    expect(parseConsoleBatch({ type: 'console', runId: NaN, messages: [], dropped: 0 })).toBeNull();
    expect(parseConsoleBatch({ type: 'console', runId: 1, messages: [], dropped: -5 })).toEqual({
      type: 'console',
      runId: 1,
      messages: [],
      dropped: 0,
    });
  });

  it('drops a message of a forged shape, counts it, and keeps the others', () => {
    const good = message({ args: [text('ok')] });
    const forged = [
      message({ level: 'fatal' }),
      message({ method: 'eval' }),
      message({ id: '1' }),
      message({ args: 'text' }),
      message({ args: [{ kind: 'html', text: '<b>' }] }),
      message({ args: [{ kind: 'number', text: 5 }] }),
      message({ args: [objectNode([{ key: 'a', value: { kind: 'script' } }])] }),
      message({ args: [objectNode([{ key: { kind: 'null', text: 'null' }, value: text('v') }])] }),
      message({ args: [{ kind: 'map', label: 'Map(1)', entries: [{ key: 'a', value: text('v') }], more: 0 }] }),
      message({ args: [objectNode([], -1)] }),
      message({ format: [{ style: 'color: red' }] }),
      message({ format: [{ text: 'x', style: 42 }] }),
      message({ format: 'text' }),
      null,
      'log',
    ];
    const batch = parseConsoleBatch(batchOf(good, ...forged, good));
    expect(batch?.messages).toEqual([good, good]);
    expect(batch?.dropped).toBe(forged.length);
  });

  it('drops fields of no known shape and keeps nothing it does not know', () => {
    const batch = parseConsoleBatch(
      batchOf(
        message({ stack: 7, parent: 'x', collapsed: 'yes', moreArgs: -1, extra: 'field', args: [{ ...text('a'), html: '<b>' }] }),
      ),
    );
    expect(batch?.messages).toEqual([{ id: 1, level: 'log', method: 'log', args: [text('a')] }]);
  });

  it('cuts what is too big to the caps', () => {
    const long = 'x'.repeat(CONSOLE_LIMITS.string * 2);
    const wide = objectNode(
      Array.from({ length: 500 }, (_, index) => ({ key: `k${index}`, value: { kind: 'number', text: String(index) } })),
      7,
    );
    const batch = parseConsoleBatch(
      batchOf(
        message({
          args: [{ kind: 'string', text: long, length: 3 }, wide, { kind: 'error', text: 'Error: x', stack: long }],
          format: [{ text: 'styled', style: 'c'.repeat(2000) }, { text: long }, { text: 'past the text cap' }],
          stack: long,
        }),
      ),
    )!;
    const [parsed] = batch.messages;
    expect(parsed.args[0]).toEqual({ kind: 'string', text: long.slice(0, CONSOLE_LIMITS.string), length: long.length });
    const object = parsed.args[1] as CollectionNode;
    expect(object.entries).toHaveLength(CONSOLE_LIMITS.entries);
    expect(object.more).toBe(7 + 500 - CONSOLE_LIMITS.entries);
    expect((parsed.args[2] as { stack: string }).stack).toHaveLength(CONSOLE_LIMITS.string);
    expect(parsed.stack).toHaveLength(CONSOLE_LIMITS.string);
    expect(parsed.format).toEqual([
      { text: 'styled', style: 'c'.repeat(CONSOLE_LIMITS.style) },
      { text: long.slice(0, CONSOLE_LIMITS.string - 'styled'.length) },
    ]);
  });

  it('keeps the newest messages of a batch too long, counting the rest', () => {
    const messages = Array.from({ length: CONSOLE_LIMITS.batch + 20 }, (_, index) => message({ id: index }));
    const batch = parseConsoleBatch({ ...batchOf(...messages), dropped: 5 })!;
    expect(batch.messages).toHaveLength(CONSOLE_LIMITS.batch);
    expect(batch.messages[0].id).toBe(20);
    expect(batch.dropped).toBe(25);
  });

  it('re-counts the node budget, cutting arguments and entries where it runs out', () => {
    const leaves = Array.from({ length: CONSOLE_LIMITS.nodes + 300 }, (_, index) => ({ kind: 'number', text: String(index) }));
    const [many] = parseConsoleBatch(batchOf(message({ args: leaves, moreArgs: 2 })))!.messages;
    expect(many.args).toHaveLength(CONSOLE_LIMITS.nodes);
    expect(many.moreArgs).toBe(302);
  });

  it('ends at the depth cap whatever the data claims, cycles included', () => {
    const cyclic: Record<string, unknown> = { kind: 'array', label: 'Array(100)', more: 0 };
    cyclic.entries = Array.from({ length: 100 }, (_, index) => ({ key: String(index), value: cyclic }));
    const start = performance.now();
    const batch = parseConsoleBatch(
      batchOf(...Array.from({ length: CONSOLE_LIMITS.batch }, () => message({ args: [cyclic, cyclic] }))),
    );
    expect(performance.now() - start).toBeLessThan(5000);
    const parsed = batch!.messages;
    expect(parsed).toHaveLength(CONSOLE_LIMITS.batch);
    // The batch's node allowance went to the newest messages: the oldest kept their place, not their arguments.
    expect(countNodes(parsed.flatMap((each) => each.args))).toBeLessThanOrEqual(CONSOLE_LIMITS.batchNodes);
    expect(parsed[0]).toMatchObject({ args: [], moreArgs: 2 });
    let node = parsed.at(-1)!.args[0] as CollectionNode;
    let depth = 0;
    while (node.entries.length > 0) {
      node = node.entries[0].value as CollectionNode;
      depth++;
    }
    expect(depth).toBe(CONSOLE_LIMITS.depth);
    expect(node.truncated).toBe(true);
    expect(countNodes(parsed.at(-1)!.args)).toBe(CONSOLE_LIMITS.nodes);
  });

  it('never throws, even on an object that throws when read', () => {
    const hostile = {
      type: 'console',
      runId: 1,
      get messages() {
        throw new Error('no');
      },
    };
    expect(parseConsoleBatch(hostile)).toBeNull();
    const hostileMessage = {
      get id() {
        throw new Error('no');
      },
    };
    expect(parseConsoleBatch(batchOf(hostileMessage))).toBeNull();
  });
});

function countNodes(nodes: ValueNode[]): number {
  let count = 0;
  for (const node of nodes) {
    count++;
    if ('entries' in node)
      for (const entry of node.entries) count += countNodes(typeof entry.key === 'object' ? [entry.key, entry.value] : [entry.value]);
  }
  return count;
}
