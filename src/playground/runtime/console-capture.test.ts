import { CAPTURED_METHODS, FLOOD_INTERVAL_MS, FLUSH_INTERVAL_MS, installConsole } from './console-capture';
import { FORWARDED_PER_SECOND } from './devtools-forward';
import { CONSOLE_LIMITS, type CollectionNode, type ConsoleBatch, type ConsoleMessage } from './console-types';

/** A console of spies, captured with a run the test sets, a clock it moves and turns of the event loop it runs. */
function captured() {
  const originals = Object.fromEntries(CAPTURED_METHODS.map((name) => [name, vi.fn()]));
  const target = { ...originals } as unknown as Console;
  const batches: ConsoleBatch[] = [];
  const turns: (() => void)[] = [];
  const state = { run: 1, clock: 0 };
  const capture = installConsole(target, {
    currentRun: () => state.run,
    post: (batch) => batches.push(batch),
    schedule: (flush) => turns.push(flush),
    now: () => state.clock,
  });
  /** Runs the turns scheduled so far and returns the messages posted in them. */
  const turn = () => {
    for (const flush of turns.splice(0)) flush();
    return batches.flatMap((batch) => batch.messages);
  };
  return { console: target, originals, batches, turns, state, capture, turn };
}

/** The console as a demo in plain JavaScript may call it: with any arguments. */
const untyped = (console: Console) => console as unknown as Record<string, (...args: unknown[]) => void>;

/** A message's format as one line of text (values as their kind), for short assertions. */
const formatText = (message: ConsoleMessage) =>
  message.format?.map((segment) => ('text' in segment ? segment.text : `<${segment.value.kind}>`)).join('');

/** A message as its one line of text and the level it is shown at. */
const textAndLevel = (message: ConsoleMessage) => [formatText(message), message.level];

describe('installConsole', () => {
  it('still calls the console’s own methods, with the same arguments', () => {
    const { console, originals } = captured();
    const value = { a: 1 };
    console.log('x', value);
    console.assert(true, 'fine');
    expect(originals.log).toHaveBeenCalledWith('x', value);
    expect(originals.assert).toHaveBeenCalledWith(true, 'fine');
  });

  it('passes on at most FORWARDED_PER_SECOND calls a second, and then says how many more the panel alone has', () => {
    vi.useFakeTimers();
    try {
      const { console, originals, turn } = captured();
      for (let index = 0; index < FORWARDED_PER_SECOND - 50; index++) console.log('line', index);
      // Later turns of the same second share its budget.
      vi.advanceTimersByTime(500);
      for (let index = 0; index < 100; index++) console.log('later', index);
      expect(originals.log).toHaveBeenCalledTimes(FORWARDED_PER_SECOND);
      expect(turn()).toHaveLength(FORWARDED_PER_SECOND + 50);
      expect(originals.info).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(originals.info).toHaveBeenCalledWith("50 more console messages of the last second are in the page's console panel only");
      // The next second starts counting afresh.
      console.log('again');
      expect(originals.log).toHaveBeenLastCalledWith('again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies format strings as the browsers do', () => {
    const { console, turn } = captured();
    console.log('%s is %d (%i) years, %f%%', 'Ann', 42.9, '7 years', '1.5kg');
    console.log('%d and %s left as written');
    console.log('%o and %s', [1], { b: 2 }, 'extra', 3);
    console.log(1, 'not a format %s');
    const [plain, unused, values, noFormat] = turn();
    expect(plain.format).toEqual([{ text: 'Ann is 42 (7) years, 1.5%' }]);
    expect(plain.args).toEqual([]);
    expect(formatText(unused)).toBe('%d and %s left as written');
    expect(values.format).toEqual([
      { value: expect.objectContaining({ kind: 'array', label: 'Array(1)' }) },
      { text: ' and ' },
      { value: expect.objectContaining({ kind: 'object', label: 'Object' }) },
    ]);
    expect(values.args).toEqual([
      { kind: 'string', text: 'extra', length: 5 },
      { kind: 'number', text: '3' },
    ]);
    expect(noFormat.format).toBeUndefined();
    expect(noFormat.args.map((node) => node.kind)).toEqual(['number', 'string']);
  });

  it('cuts a long format string with an ellipsis, and shows the arguments after it', () => {
    const { console, turn } = captured();
    console.log('%s %s %d %f', 10n, -0, 10n, 'x');
    console.log('y'.repeat(CONSOLE_LIMITS.string * 2), 'after');
    const [numbers, long] = turn();
    expect(formatText(numbers)).toBe('10n -0 10n NaN');
    const [segment] = long.format as { text: string }[];
    expect(segment.text).toHaveLength(CONSOLE_LIMITS.string);
    expect(segment.text.endsWith('y…')).toBe(true);
    expect(long.args).toEqual([{ kind: 'string', text: 'after', length: 5 }]);
  });

  it('gives %c’s style to the text after it, capped, and takes no text from it', () => {
    const { console, turn } = captured();
    console.log('%cBig%c plain %cwide', 'color: red; font-size: 2em', '', 'x'.repeat(1000), 'after');
    const [message] = turn();
    expect(message.format).toEqual([
      { text: 'Big', style: 'color: red; font-size: 2em' },
      { text: ' plain ' },
      { text: 'wide', style: 'x'.repeat(CONSOLE_LIMITS.style) },
    ]);
    expect(message.args).toEqual([{ kind: 'string', text: 'after', length: 5 }]);
  });

  it('reports each method at its level, with the call’s stack for warnings, errors and traces', () => {
    const { console, turn } = captured();
    console.info('i');
    console.debug('d');
    console.warn('w');
    console.error('e');
    console.trace('t');
    console.table([{ a: 1 }], ['a']);
    console.dir({ a: 1 }, { depth: 0 });
    const messages = turn();
    expect(messages.map(({ level, method }) => `${method}:${level}`)).toEqual([
      'info:info',
      'debug:debug',
      'warn:warn',
      'error:error',
      'trace:log',
      'table:log',
      'dir:log',
    ]);
    for (const message of messages.slice(2, 5)) {
      // The stack starts at the call: the capture's own frames are left out (V8, as in Chrome).
      expect(message.stack?.split('\n')[1]).toContain('console-capture.test.ts');
      expect(message.stack).not.toContain('console-capture.ts');
    }
    expect(messages[0].stack).toBeUndefined();
    expect(messages[5].format).toBeUndefined();
    expect(messages[5].args.map((node) => node.kind)).toEqual(['array', 'array']);
    expect(messages[6].args).toHaveLength(1);
  });

  it('numbers messages and puts them in the group they were logged in', () => {
    const { console, turn } = captured();
    console.group('Outer %s', 'A');
    console.log('in outer');
    console.groupCollapsed();
    console.log('deep');
    console.groupEnd();
    console.log('back in outer');
    console.groupEnd();
    console.groupEnd(); // One too many: nothing to close.
    console.log('out');
    const messages = turn();
    expect(messages.map(({ id, method, parent, collapsed }) => ({ id, method, parent, collapsed }))).toEqual([
      { id: 1, method: 'group', parent: undefined, collapsed: false },
      { id: 2, method: 'log', parent: 1, collapsed: undefined },
      { id: 3, method: 'group', parent: 1, collapsed: true },
      { id: 4, method: 'log', parent: 3, collapsed: undefined },
      { id: 5, method: 'log', parent: 1, collapsed: undefined },
      { id: 6, method: 'log', parent: undefined, collapsed: undefined },
    ]);
    expect(formatText(messages[0])).toBe('Outer A');
    expect(messages[2].args).toEqual([]);
  });

  it('counts by label, and resets', () => {
    const { console, turn } = captured();
    console.count();
    console.count();
    console.count('clicks');
    console.countReset();
    console.count('default');
    console.countReset('never');
    const messages = turn();
    expect(messages.map(textAndLevel)).toEqual([
      ['default: 1', 'log'],
      ['default: 2', 'log'],
      ['clicks: 1', 'log'],
      ['default: 1', 'log'],
      ["Count for 'never' does not exist", 'warn'],
    ]);
  });

  it('times by label, and warns of timers that do not exist', () => {
    const { console, state, turn } = captured();
    state.clock = 100;
    console.time('load');
    state.clock = 101.234;
    console.timeLog('load', 'halfway', 2);
    console.time('load');
    state.clock = 105;
    console.timeEnd('load');
    console.timeEnd('load');
    console.time();
    state.clock = 106;
    console.timeEnd();
    const messages = turn();
    expect(messages.map(textAndLevel)).toEqual([
      ['load: 1.23 ms', 'log'],
      ["Timer 'load' already exists", 'warn'],
      ['load: 5.00 ms', 'log'],
      ["Timer 'load' does not exist", 'warn'],
      ['default: 1.00 ms', 'log'],
    ]);
    expect(messages[0].args.map((node) => ('text' in node ? node.text : ''))).toEqual(['halfway', '2']);
  });

  it('reports a failed assertion as an error, and nothing for one that holds', () => {
    const { console, turn, turns } = captured();
    console.assert(1 + 1 === 2, 'never shown');
    expect(turns).toHaveLength(0);
    console.assert(false, 'expected %d items', 3);
    untyped(console).assert(0, { a: 1 });
    untyped(console).assert(null);
    const [formatted, withValue, bare] = turn();
    expect(formatted).toMatchObject({ level: 'error', method: 'assert', format: [{ text: 'Assertion failed: expected 3 items' }] });
    expect(formatted.stack).toContain('console-capture.test.ts');
    expect(formatText(withValue)).toBe('Assertion failed:');
    expect(withValue.args).toEqual([expect.objectContaining({ kind: 'object' })]);
    expect(formatText(bare)).toBe('Assertion failed');
    expect(bare.args).toEqual([]);
  });

  it('posts once per turn of the event loop, all that was logged in it', () => {
    const { console, batches, turns, turn } = captured();
    console.log('a');
    console.warn('b');
    console.count();
    expect(batches).toHaveLength(0);
    expect(turns).toHaveLength(1);
    turn();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ type: 'console', runId: 1, dropped: 0 });
    expect(batches[0].messages).toHaveLength(3);
    turn();
    expect(batches).toHaveLength(1);
    console.log('next turn');
    turn();
    expect(batches).toHaveLength(2);
  });

  it('schedules the post on the next macrotask by default', async () => {
    const batches: ConsoleBatch[] = [];
    const target = { log: vi.fn() } as unknown as Console;
    installConsole(target, { currentRun: () => 3, post: (batch) => batches.push(batch) });
    target.log('one');
    await Promise.resolve();
    target.log('two');
    expect(batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(batches).toHaveLength(1);
    expect(batches[0].messages.map(formatText)).toEqual(['one', 'two']);
  });

  it('posts at most one batch per FLUSH_INTERVAL_MS: what is logged meanwhile waits for the next', () => {
    vi.useFakeTimers();
    try {
      const batches: ConsoleBatch[] = [];
      const target = { log: vi.fn() } as unknown as Console;
      installConsole(target, { currentRun: () => 3, post: (batch) => batches.push(batch) });
      target.log('first');
      vi.advanceTimersByTime(0);
      expect(batches).toHaveLength(1);
      target.log('second');
      target.log('third');
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
      expect(batches).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(batches).toHaveLength(2);
      expect(batches[1].messages.map(formatText)).toEqual(['second', 'third']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits FLOOD_INTERVAL_MS after a batch that could not hold all that was logged, until a batch holds it all', () => {
    vi.useFakeTimers();
    try {
      const batches: ConsoleBatch[] = [];
      const target = { log: vi.fn() } as unknown as Console;
      installConsole(target, { currentRun: () => 3, post: (batch) => batches.push(batch) });
      for (let index = 0; index <= CONSOLE_LIMITS.batch; index++) target.log('flood');
      vi.advanceTimersByTime(0);
      expect(batches[0].dropped).toBe(1);
      target.log('after the flood');
      vi.advanceTimersByTime(FLOOD_INTERVAL_MS - 1);
      expect(batches).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(batches).toHaveLength(2);
      // That one held everything: the next waits the usual interval.
      target.log('quiet again');
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
      expect(batches.map((batch) => batch.messages.length)).toEqual([CONSOLE_LIMITS.batch, 1, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the newest messages of a turn, counts the others, and describes only those it sends', () => {
    const { console, batches, turn } = captured();
    let reads = 0;
    const watched = {
      get value() {
        reads++;
        return reads;
      },
    };
    for (let index = 0; index < CONSOLE_LIMITS.batch + 50; index++) console.log('n=%d', index, watched);
    turn();
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch.dropped).toBe(50);
    expect(batch.messages).toHaveLength(CONSOLE_LIMITS.batch);
    expect(formatText(batch.messages[0])).toBe('n=50');
    expect(batch.messages[0].id).toBe(51);
    expect(formatText(batch.messages.at(-1)!)).toBe(`n=${CONSOLE_LIMITS.batch + 49}`);
    expect(reads).toBe(CONSOLE_LIMITS.batch);
  });

  it('counts the arguments an enormous message had no room for', () => {
    const { console, turn } = captured();
    const big = Array.from({ length: 100 }, () => Array.from({ length: 100 }, (_, index) => index));
    console.log(big, 'after', 'more');
    const [message] = turn();
    expect(message.args).toHaveLength(1);
    expect(message.moreArgs).toBe(2);
  });

  it('spends the batch’s node allowance on the newest messages first', () => {
    const { console, batches, turn } = captured();
    const row = Array.from({ length: 300 }, (_, index) => index);
    for (let index = 0; index < CONSOLE_LIMITS.batch; index++) console.log(`row ${index}`, row);
    turn();
    const { messages } = batches[0];
    expect(messages).toHaveLength(CONSOLE_LIMITS.batch);
    // A described row costs its format segment, the array and its first 100 entries: 102 nodes.
    const full = Math.floor(CONSOLE_LIMITS.batchNodes / 102);
    const rest = CONSOLE_LIMITS.batchNodes - full * 102;
    const sizes = messages.map((message) => (message.args[0] as CollectionNode | undefined)?.entries.length);
    expect(sizes.slice(-full).every((size) => size === CONSOLE_LIMITS.entries)).toBe(true);
    expect(sizes.at(-full - 1)).toBe(rest - 2);
    expect(sizes.at(-full - 2)).toBeUndefined();
    // With no node left, the format string too is counted rather than shown.
    expect(messages[0]).toMatchObject({ args: [], moreArgs: 2 });
    expect(messages[0].format).toBeUndefined();
  });

  it('stamps each message with the run it was logged in, and drops what an earlier run left queued', () => {
    const { console, batches, state, turn } = captured();
    console.group('old');
    console.count();
    console.log('old run');
    state.run = 2;
    console.log('new run');
    console.count();
    turn();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ runId: 2, dropped: 0 });
    // The new run starts with its own ids, no open group and fresh counters.
    const messages = batches[0].messages;
    expect(messages.map(({ id, parent }) => ({ id, parent }))).toEqual([
      { id: 1, parent: undefined },
      { id: 2, parent: undefined },
    ]);
    expect(messages.map(formatText)).toEqual(['new run', 'default: 1']);
    console.log('logged in run 2');
    state.run = 3;
    turn();
    expect(batches).toHaveLength(1);
  });

  it('ignores what the demo logs while the capture runs its code, so it cannot loop', () => {
    const { console, originals, turn, turns } = captured();
    const chatty = {
      get field() {
        console.log('read');
        return 1;
      },
    };
    const label = {
      toString() {
        untyped(console).count(this);
        return 'label';
      },
    };
    console.log(chatty);
    untyped(console).count(label);
    const messages = turn();
    expect(messages).toHaveLength(2);
    expect(messages[0].args[0]).toMatchObject({ entries: [{ key: 'field', value: { kind: 'number', text: '1' } }] });
    expect(formatText(messages[1])).toBe('label: 1');
    expect(originals.log).toHaveBeenCalledWith('read');
    expect(turns).toHaveLength(0);
  });

  it('reports uncaught errors and unhandled rejections as errors, with the error’s stack', () => {
    const { capture, turn } = captured();
    const error = new TypeError('boom');
    capture.reportError(error, 'uncaught');
    capture.reportError('no reason', 'rejection');
    const [uncaught, rejection] = turn();
    expect(uncaught).toMatchObject({ level: 'error', method: 'uncaught', stack: error.stack });
    expect(uncaught.args).toEqual([{ kind: 'error', text: 'TypeError: boom', stack: error.stack }]);
    expect(rejection).toMatchObject({ level: 'error', method: 'rejection', args: [{ kind: 'string', text: 'no reason' }] });
    expect(rejection.stack).toBeUndefined();
  });

  it('puts the console’s methods back when uninstalled', () => {
    const { console, originals, capture, turns } = captured();
    capture.uninstall();
    expect(console.log).toBe(originals.log);
    console.log('plain');
    expect(turns).toHaveLength(0);
  });
});
