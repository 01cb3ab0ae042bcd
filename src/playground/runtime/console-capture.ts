import {
  CONSOLE_LIMITS,
  CONSOLE_OWN_METHODS,
  type ConsoleBatch,
  type ConsoleLevel,
  type ConsoleMessage,
  type ConsoleMethod,
} from './console-types';
import { callSite, labelOf, stackOf } from './call-site';
import { applyFormat, formatWriter } from './console-format';
import { devtoolsForwarder } from './devtools-forward';
import { describeNodes, type NodeBudget } from './describe-value';

/** The console methods the frame reports; the page sees the rest only in the browser's devtools. */
export const CAPTURED_METHODS = [...CONSOLE_OWN_METHODS, 'groupCollapsed', 'groupEnd', 'countReset', 'timeLog', 'timeEnd'] as const;

type CapturedMethod = (typeof CAPTURED_METHODS)[number];

/** The least time between two batches of console messages the frame posts. */
export const FLUSH_INTERVAL_MS = 100;
/**
 * The least time between two batches while the demo logs more than a batch holds (a flood). The page
 * pays for every message it is sent, drawn or not: reading a full batch out of the post (structured
 * clone rebuilds its thousands of objects on the page's main thread) took 50–200 ms there on a 2-core
 * machine, and ten a second left the page a few frames a second. A batch holds the newest messages and
 * the page shows no more than that, so one full batch a second shows the same log, renewed each second.
 */
export const FLOOD_INTERVAL_MS = 1000;

export interface ConsoleCaptureOptions {
  /** The run a message belongs to, read when it is logged. */
  currentRun: () => number;
  post: (batch: ConsoleBatch) => void;
  /** Runs `flush` on the next turn of the event loop (by default `setTimeout(flush, 0)`). */
  schedule?: (flush: () => void, delay: number) => void;
  /** Milliseconds for console.time (by default `performance.now()`). */
  now?: () => number;
}

export interface ConsoleCapture {
  /** Reports an error nobody caught, a promise rejection nobody handled, or one React caught (`error`, as React would log it). */
  reportError: (error: unknown, method: 'uncaught' | 'rejection' | 'error') => void;
  /** Posts what is queued now rather than on the next turn. */
  flush: () => void;
  /** Puts the console's own methods back. */
  uninstall: () => void;
}

/**
 * A message as logged, before it is described. The arguments are kept as they are and described when
 * the batch is posted: a loop that logs 10,000 times describes only the `CONSOLE_LIMITS.batch` messages
 * that will be sent. An object mutated later in the same turn shows as it is then, as the browsers'
 * consoles show a logged object as it is when expanded.
 */
interface Pending {
  id: number;
  level: ConsoleLevel;
  method: ConsoleMethod;
  /** Text the console writes before the arguments: `Assertion failed:`, `default: 2`, `t: 1.25 ms`. */
  prefix?: string;
  args: readonly unknown[];
  /** Whether a string first argument is a format string (log's, not table's or dir's). */
  formatted: boolean;
  /** Where the call was made: an object whose `stack` is read (and so formatted, by V8) only when sent. */
  origin?: object;
  parent?: number;
  collapsed?: boolean;
}

/**
 * Wraps `target`'s methods so that what a demo logs reaches the page's console panel, posted as one
 * `ConsoleBatch` per turn of the event loop. The original methods are still called, so the browser's
 * devtools keep showing the calls.
 */
export function installConsole(target: Console, options: ConsoleCaptureOptions): ConsoleCapture {
  const now = options.now ?? (() => performance.now());
  // Taken now: a demo that replaces window.setTimeout must not stop its own console.
  const timeout = setTimeout;
  const schedule = options.schedule ?? ((flush: () => void, delay: number) => void timeout(flush, delay));
  // The frame usually shares the page's thread: a demo logging on every turn would have every turn post,
  // and the page read and draw, a batch. At most one batch per FLUSH_INTERVAL_MS keeps the page answering
  // (the queue keeps the newest messages meanwhile); after a quiet spell the next batch leaves at once.
  // After a batch that could not hold all that was logged, the next one waits FLOOD_INTERVAL_MS.
  let lastFlush = -Infinity;
  let interval: number = FLUSH_INTERVAL_MS;

  // The queue holds at most one batch. When more is logged in one turn, the oldest messages go and are
  // counted in `dropped`: the newest are the ones to see after a runaway loop, and the page's own cap
  // also drops its oldest messages.
  let queue: Pending[] = [];
  let head = 0;
  let dropped = 0;
  let scheduled = false;

  // What a run's console remembers; a new run starts afresh (ids, open groups, counters, timers).
  let run: number | undefined;
  let nextId = 1;
  let groups: number[] = [];
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();

  // Set while the capture runs: labels are converted, and at flush getters and Proxy traps run, all of them
  // a demo's code. A console call made meanwhile goes to the original method only, so it cannot loop.
  let busy = false;

  function startRun() {
    const current = options.currentRun();
    if (current === run) return;
    // The page drops batches of a run that is not its current one: the old run's queue is dropped here already.
    run = current;
    queue = [];
    head = 0;
    dropped = 0;
    interval = FLUSH_INTERVAL_MS;
    nextId = 1;
    groups = [];
    counts.clear();
    timers.clear();
  }

  function enqueue(message: Omit<Pending, 'id' | 'parent'>): number {
    const id = nextId++;
    const parent = groups.at(-1);
    queue.push(parent === undefined ? { ...message, id } : { ...message, id, parent });
    if (queue.length - head > CONSOLE_LIMITS.batch) {
      queue[head++] = undefined as unknown as Pending; // Let the dropped arguments go.
      dropped++;
      if (head >= CONSOLE_LIMITS.batch) {
        queue = queue.slice(head);
        head = 0;
      }
    }
    if (!scheduled) {
      scheduled = true;
      schedule(flush, Math.max(0, lastFlush + interval - performance.now()));
    }
    return id;
  }

  function flush() {
    scheduled = false;
    lastFlush = performance.now();
    const pending = queue.slice(head);
    const lost = dropped;
    queue = [];
    head = 0;
    dropped = 0;
    interval = lost > 0 ? FLOOD_INTERVAL_MS : FLUSH_INTERVAL_MS;
    if (run === undefined || (pending.length === 0 && lost === 0)) return;
    if (run !== options.currentRun()) return; // The run changed with nothing logged since: see startRun.
    busy = true;
    try {
      const messages: ConsoleMessage[] = [];
      let lostHere = lost;
      let batchNodes: number = CONSOLE_LIMITS.batchNodes;
      // Newest first, so the batch's node allowance goes to them (as the page's parseConsoleBatch counts it).
      for (let index = pending.length - 1; index >= 0; index--) {
        const budget: NodeBudget = { nodes: Math.min(CONSOLE_LIMITS.nodes, batchNodes) };
        const allowance = budget.nodes;
        try {
          messages.push(describeMessage(pending[index], budget));
        } catch {
          lostHere++; // Describing guards every read of a demo's value; this is for what no one foresaw.
        }
        batchNodes -= allowance - budget.nodes;
      }
      messages.reverse();
      options.post({ type: 'console', runId: run, messages, dropped: lostHere });
    } catch {
      // Not rethrown: the page would hear of it as the demo's uncaught error, logged and posted again next turn.
    } finally {
      busy = false;
    }
  }

  const log =
    (level: ConsoleLevel, withStack = false) =>
    (args: unknown[], site: () => object) =>
      enqueue({ level, method: level, args, formatted: true, origin: withStack ? site() : undefined });

  const warning = (method: ConsoleMethod, text: string) =>
    enqueue({ level: 'warn', method, prefix: text, args: [], formatted: false });

  function elapsed(args: unknown[], end: boolean) {
    const label = labelOf(args[0]);
    const start = timers.get(label);
    if (start === undefined) return warning('time', `Timer '${label}' does not exist`);
    if (end) timers.delete(label);
    const prefix = `${label}: ${(now() - start).toFixed(2)} ms`;
    enqueue({ level: 'log', method: 'time', prefix, args: end ? [] : args.slice(1), formatted: false });
  }

  /** Each method's part; `site` records where the demo called it, for the methods that report a stack. */
  const handlers: Record<CapturedMethod, (args: unknown[], site: () => object) => void> = {
    log: log('log'),
    info: log('info'),
    debug: log('debug'),
    warn: log('warn', true),
    error: log('error', true),
    table: (args) => enqueue({ level: 'log', method: 'table', args, formatted: false }),
    dir: (args) => enqueue({ level: 'log', method: 'dir', args: args.slice(0, 1), formatted: false }),
    group: (args) => groups.push(enqueue({ level: 'log', method: 'group', args, formatted: true, collapsed: false })),
    groupCollapsed: (args) => groups.push(enqueue({ level: 'log', method: 'group', args, formatted: true, collapsed: true })),
    groupEnd: () => groups.pop(),
    count: (args) => {
      const label = labelOf(args[0]);
      const count = (counts.get(label) ?? 0) + 1;
      counts.set(label, count);
      enqueue({ level: 'log', method: 'count', prefix: `${label}: ${count}`, args: [], formatted: false });
    },
    countReset: (args) => {
      const label = labelOf(args[0]);
      if (counts.has(label)) counts.set(label, 0);
      else warning('count', `Count for '${label}' does not exist`);
    },
    time: (args) => {
      const label = labelOf(args[0]);
      if (timers.has(label)) warning('time', `Timer '${label}' already exists`);
      else timers.set(label, now());
    },
    timeLog: (args) => elapsed(args, false),
    timeEnd: (args) => elapsed(args, true),
    assert: (args, site) => {
      if (args[0]) return;
      const rest = args.slice(1);
      const prefix = rest.length > 0 ? 'Assertion failed:' : 'Assertion failed';
      enqueue({ level: 'error', method: 'assert', prefix, args: rest, formatted: true, origin: site() });
    },
    trace: (args, site) => enqueue({ level: 'log', method: 'trace', args, formatted: true, origin: site() }),
  };

  const originals = new Map<CapturedMethod, unknown>();
  const forward = devtoolsForwarder(target, () => originals.get('info'), timeout);
  for (const name of CAPTURED_METHODS) {
    const original: unknown = target[name];
    originals.set(name, original);
    const wrapper = (...args: unknown[]) => {
      if (!busy) {
        busy = true;
        try {
          startRun();
          handlers[name](args, () => callSite(wrapper));
        } catch {
          // The page's console misses this call; the demo and devtools must not notice.
        } finally {
          busy = false;
        }
      }
      return forward(original, args);
    };
    target[name] = wrapper;
  }

  return {
    reportError(error, method) {
      if (busy) return;
      busy = true;
      try {
        startRun();
        enqueue({ level: 'error', method, args: [error], formatted: false, origin: error instanceof Error ? error : undefined });
      } finally {
        busy = false;
      }
    },
    flush,
    uninstall() {
      for (const [name, original] of originals) (target as unknown as Record<string, unknown>)[name] = original;
    },
  };
}

function describeMessage(pending: Pending, budget: NodeBudget): ConsoleMessage {
  const writer = formatWriter(budget);
  let { args } = pending;
  if (pending.prefix) writer.text(pending.prefix);
  // With no node left the format string is not applied, but counted with the other arguments in `moreArgs`.
  if (pending.formatted && typeof args[0] === 'string' && budget.nodes > 0) {
    if (pending.prefix) writer.text(' ');
    args = applyFormat(args[0], args.slice(1), writer);
  }
  const described = describeNodes(args, budget);
  const message: ConsoleMessage = { id: pending.id, level: pending.level, method: pending.method, args: described.nodes };
  if (writer.segments.length > 0) message.format = writer.segments;
  if (described.more > 0) message.moreArgs = described.more;
  const stack = stackOf(pending.origin);
  if (stack !== undefined) message.stack = stack;
  if (pending.parent !== undefined) message.parent = pending.parent;
  if (pending.collapsed !== undefined) message.collapsed = pending.collapsed;
  return message;
}
