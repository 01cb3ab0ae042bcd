import type { ConsoleBatch, ConsoleMessage } from '../runtime/console-types';
import type { MappedStack } from '../preview/stack';
import { sameMessage } from './same-message';

/** Entries the log keeps: beyond this the oldest go, and are counted as dropped. */
export const MAX_ENTRIES = 1_000;

/** Maps a stack the frame reported to the demo's files; the caller binds it to the current run's source maps. */
export type StackMapper = (stack: string) => MappedStack;

/**
 * One message as the page keeps it: repeats of the same message in a row are one entry with a count.
 * The message is kept as it arrived: what a row shows of it (its stack mapped to the demo's files, its
 * values' previews) is worked out when the row is drawn, so a flood costs only the rows in view.
 */
export interface MessageEntry {
  kind: 'message';
  /** Unique on this page (across runs and clears): React's key, and the order entries arrived in. */
  key: number;
  runId: number;
  message: ConsoleMessage;
  /** How many identical messages in a row this entry stands for. */
  count: number;
  /** Maps the message's stack with the source maps of its run: used when the row is drawn (`entryStack`). */
  mapStack: StackMapper;
}

/** With Preserve log, where a new run began. */
export interface RunDivider {
  kind: 'run';
  key: number;
  runId: number;
  /** Counts the runs this log has seen, from 1: the label says "Run n" whatever ids the page gives runs. */
  run: number;
}

export type LogEntry = MessageEntry | RunDivider;

export interface ConsoleLogState {
  /** The run whose messages are taken; batches of any other are stale and dropped. Null before the first run. */
  runId: number | null;
  runs: number;
  entries: LogEntry[];
  /** Messages that are not shown any more: pushed out by the cap, or never sent by the frame. */
  dropped: number;
  preserve: boolean;
  /** The key the next entry gets. */
  nextKey: number;
  /** Entries the latest update added (all the batches of one frame): the panel quiets its live region when a flood arrives. */
  arrived: number;
}

/** A batch as the frame sent it, with the mapper of the run it belongs to. */
export interface ReceivedBatch {
  batch: ConsoleBatch;
  mapStack: StackMapper;
}

export type ConsoleLogAction =
  /** The batches that came since the last update, oldest first: applied together, as one update a frame. */
  | { type: 'batches'; received: readonly ReceivedBatch[] }
  | { type: 'runStarted'; runId: number }
  | { type: 'cleared' }
  | { type: 'preserveSet'; preserve: boolean };

export function initialConsoleLog(preserve = false): ConsoleLogState {
  return { runId: null, runs: 0, entries: [], dropped: 0, preserve, nextKey: 0, arrived: 0 };
}

/** The messages an entry stands for: a divider stands for none. */
export const messagesIn = (entry: LogEntry) => (entry.kind === 'message' ? entry.count : 0);

function receive(state: ConsoleLogState, received: readonly ReceivedBatch[]): ConsoleLogState {
  const current = received.filter(({ batch }) => batch.runId === state.runId);
  if (current.length === 0) return state;
  // One copy for all the batches: a frame's thousands of messages cost one array, not one per message or batch.
  const entries = state.entries.slice();
  let nextKey = state.nextKey;
  let arrived = 0;
  let dropped = state.dropped;
  for (const { batch, mapStack } of current) {
    dropped += batch.dropped;
    for (const message of batch.messages) {
      const last = entries[entries.length - 1];
      // A group is never merged: its members name it by id, and each group is a place of its own.
      if (last?.kind === 'message' && message.method !== 'group' && sameMessage(last.message, message)) {
        entries[entries.length - 1] = { ...last, count: last.count + 1 };
        continue;
      }
      entries.push({ kind: 'message', key: nextKey++, runId: batch.runId, message, count: 1, mapStack });
      arrived++;
    }
  }
  // The cap is applied once, after all of them: what it drops is what the batches one by one would have dropped.
  const over = Math.max(0, entries.length - MAX_ENTRIES);
  const gone = entries.splice(0, over).reduce((sum, entry) => sum + messagesIn(entry), 0);
  return { ...state, entries, nextKey, arrived, dropped: dropped + gone };
}

function startRun(state: ConsoleLogState, runId: number): ConsoleLogState {
  const runs = state.runs + 1;
  // An empty log keeps its entries: a new array would redraw the panel on every keystroke's run.
  if (!state.preserve) return { ...state, runId, runs, entries: state.entries.length ? [] : state.entries, dropped: 0, arrived: 0 };
  if (state.entries.length === 0) return { ...state, runId, runs, arrived: 0 };
  const divider: RunDivider = { kind: 'run', key: state.nextKey, runId, run: runs };
  return { ...state, runId, runs, entries: [...state.entries, divider], nextKey: state.nextKey + 1, arrived: 0 };
}

/** The console's log: what the preview's runs logged, merged, capped and kept across runs on request. */
export function consoleLogReducer(state: ConsoleLogState, action: ConsoleLogAction): ConsoleLogState {
  switch (action.type) {
    case 'batches':
      return receive(state, action.received);
    case 'runStarted':
      return startRun(state, action.runId);
    case 'cleared':
      return { ...state, entries: [], dropped: 0, arrived: 0 };
    case 'preserveSet':
      return action.preserve === state.preserve ? state : { ...state, preserve: action.preserve };
  }
}
