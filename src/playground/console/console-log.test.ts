import type { MappedStack } from '../preview/stack';
import type { ConsoleMessage } from '../runtime/console-types';
import {
  consoleLogReducer,
  initialConsoleLog,
  MAX_ENTRIES,
  type ConsoleLogAction,
  type ConsoleLogState,
  type MessageEntry,
} from './console-log';
import { entryStack } from './entry-stack';
import { batch, message, num, str } from './test-messages';

const noFrames: MappedStack = { frames: [], hidden: 0 };
const mapStack = vi.fn((_stack: string) => noFrames);

const apply = (state: ConsoleLogState, ...actions: ConsoleLogAction[]) => actions.reduce(consoleLogReducer, state);
const receive = (runId: number, sent: ConsoleMessage[], dropped = 0): ConsoleLogAction => ({
  type: 'batches',
  received: [{ batch: batch(runId, sent, dropped), mapStack }],
});
const started = (runId: number): ConsoleLogAction => ({ type: 'runStarted', runId });
const messages = (state: ConsoleLogState) => state.entries.filter((entry): entry is MessageEntry => entry.kind === 'message');

describe('consoleLogReducer', () => {
  beforeEach(() => mapStack.mockClear());

  it('takes the current run’s batches and drops those of any other run', () => {
    const state = apply(
      initialConsoleLog(),
      started(2),
      receive(1, [message()]),
      receive(2, [message(), message({ args: [num(1)] })]),
    );
    expect(state.runId).toBe(2);
    expect(messages(state)).toHaveLength(2);
    expect(messages(state).every((entry) => entry.runId === 2)).toBe(true);
    expect(apply(initialConsoleLog(), receive(1, [message()])).entries).toEqual([]);
  });

  it('merges a message identical to the one before it into a count, and only then', () => {
    const stack = 'Error\n    at App (aquila-demo/App.js:3:4)';
    const state = apply(
      initialConsoleLog(),
      started(1),
      receive(1, [message(), message()]),
      receive(1, [
        message(),
        message({ args: [str('other')] }),
        message(),
        message({ level: 'warn', stack }),
        message({ level: 'warn', stack }),
      ]),
    );
    expect(messages(state).map((entry) => entry.count)).toEqual([3, 1, 1, 2]);
    // Keys stay unique and increasing: a merge keeps its entry's key.
    expect(new Set(state.entries.map((entry) => entry.key)).size).toBe(4);
    // The stack is mapped when the row is drawn, not on arrival; and once per entry, not per repeat or drawing.
    expect(mapStack).not.toHaveBeenCalled();
    expect(entryStack(messages(state)[3])).toBe(noFrames);
    expect(entryStack(messages(state)[3])).toBe(noFrames);
    expect(mapStack).toHaveBeenCalledTimes(1);
    expect(mapStack).toHaveBeenCalledWith(stack);
    expect(entryStack(messages(state)[0])).toBeUndefined();
  });

  it('merges repeats whatever the order of their fields, and an absent field with an undefined one', () => {
    const state = apply(
      initialConsoleLog(),
      started(1),
      receive(1, [
        message({ args: [{ kind: 'object', label: 'Object', entries: [{ key: 'a', value: num(1) }], more: 0 }] }),
        message({ args: [{ more: 0, entries: [{ value: num(1), key: 'a' }], label: 'Object', kind: 'object' }], parent: undefined }),
        message({ args: [{ kind: 'object', label: 'Object', entries: [{ key: 'a', value: num(2) }], more: 0 }] }),
      ]),
    );
    expect(messages(state).map((entry) => entry.count)).toEqual([2, 1]);
  });

  it('applies the batches of one frame together: merged across them, capped once, every drop counted', () => {
    const many = (from: number, count: number) => Array.from({ length: count }, (_, index) => message({ args: [num(from + index)] }));
    let state = apply(initialConsoleLog(), started(1), receive(1, many(0, 600)));
    state = apply(state, {
      type: 'batches',
      received: [
        { batch: batch(1, [...many(600, 500), message(), message()], 3), mapStack },
        { batch: batch(2, many(0, 10)), mapStack }, // a stale run's: dropped unseen
        { batch: batch(1, [message(), ...many(1100, 100)], 4), mapStack },
      ],
    });
    // 600 + 500 + 1 (three repeats across two batches, merged) + 100 entries, of which the oldest 201 go.
    expect(state.entries).toHaveLength(MAX_ENTRIES);
    expect(messages(state)[0].message.args).toEqual([num(201)]);
    expect(messages(state).find((entry) => entry.count > 1)?.count).toBe(3);
    expect(state.dropped).toBe(201 + 3 + 4);
    expect(state.arrived).toBe(601);
    expect(state.nextKey).toBe(1201);
  });

  it('does not merge messages that differ in level, parent or stack, nor two groups', () => {
    const state = apply(
      initialConsoleLog(),
      started(1),
      receive(1, [
        message(),
        message({ level: 'info' }),
        message({ level: 'info', parent: 7 }),
        message({ level: 'info', parent: 7, stack: 'x' }),
        message({ method: 'group' }),
        message({ method: 'group' }),
      ]),
    );
    expect(messages(state).map((entry) => entry.count)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it(`keeps the newest ${MAX_ENTRIES} entries and counts the rest, with what the frame reported dropped`, () => {
    const many = Array.from({ length: MAX_ENTRIES + 20 }, (_, index) => message({ args: [num(index)] }));
    let state = apply(initialConsoleLog(), started(1), receive(1, many, 5));
    expect(state.entries).toHaveLength(MAX_ENTRIES);
    expect(state.dropped).toBe(25);
    expect(messages(state)[0].message.args).toEqual([num(20)]);
    expect(state.arrived).toBe(MAX_ENTRIES + 20);

    // A merged entry pushed out counts every message it stood for.
    state = apply(initialConsoleLog(), started(1), receive(1, [message(), message(), message()]));
    state = apply(
      state,
      receive(
        1,
        Array.from({ length: MAX_ENTRIES }, (_, index) => message({ args: [num(index)] })),
      ),
    );
    expect(state.dropped).toBe(3);
  });

  it('clears the log when a run starts, unless Preserve log is on: then a divider marks the run', () => {
    let state = apply(initialConsoleLog(), started(1), receive(1, [message()], 2), started(2));
    expect(state.entries).toEqual([]);
    expect(state.dropped).toBe(0);
    // A run that starts on an empty log leaves its entries as they were: the panel has nothing to redraw.
    const empty = state.entries;
    expect(apply(state, started(3)).entries).toBe(empty);

    state = apply(state, { type: 'preserveSet', preserve: true }, receive(2, [message()]), started(3), receive(3, [message()]));
    expect(state.entries.map((entry) => entry.kind)).toEqual(['message', 'run', 'message']);
    expect(state.entries[1]).toMatchObject({ kind: 'run', runId: 3, run: 3 });
    // The same text in the next run is an entry of its own, not a repeat.
    expect(messages(state).map((entry) => [entry.runId, entry.count])).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });

  it('clears on request, and keeps Preserve log as set', () => {
    let state = apply(initialConsoleLog(true), started(1), receive(1, [message()], 4));
    expect(state.preserve).toBe(true);
    state = apply(state, { type: 'cleared' });
    expect(state).toMatchObject({ entries: [], dropped: 0, preserve: true, runId: 1 });
    const unchanged = apply(state, { type: 'preserveSet', preserve: true });
    expect(unchanged).toBe(state);
  });

  it('takes uncaught errors and rejections as messages of their own', () => {
    const state = apply(
      initialConsoleLog(),
      started(1),
      receive(1, [
        message({ level: 'error', method: 'uncaught', args: [{ kind: 'error', text: 'TypeError: x is undefined' }], stack: 's' }),
        message({ level: 'error', method: 'rejection', args: [str('nope')], stack: 's' }),
      ]),
    );
    expect(messages(state).map((entry) => entry.message.method)).toEqual(['uncaught', 'rejection']);
  });
});
