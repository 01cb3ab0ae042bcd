import {
  CONSOLE_LIMITS,
  type ConsoleBatch,
  type ConsoleLevel,
  type ConsoleMessage,
  type ConsoleMethod,
  type FormatSegment,
} from './console-types';
import { cutText, describeNode, describeNodes, type NodeBudget } from './describe-value';

/** The console methods the frame reports; the page sees the rest only in the browser's devtools. */
export const CAPTURED_METHODS = [
  'log',
  'info',
  'warn',
  'error',
  'debug',
  'table',
  'group',
  'groupCollapsed',
  'groupEnd',
  'count',
  'countReset',
  'time',
  'timeLog',
  'timeEnd',
  'assert',
  'trace',
  'dir',
] as const;

type CapturedMethod = (typeof CAPTURED_METHODS)[number];

export interface ConsoleCaptureOptions {
  /** The run a message belongs to, read when it is logged. */
  currentRun: () => number;
  post: (batch: ConsoleBatch) => void;
  /** Runs `flush` on the next turn of the event loop (by default `setTimeout(flush, 0)`). */
  schedule?: (flush: () => void) => void;
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
  const schedule = options.schedule ?? ((flush: () => void) => void timeout(flush, 0));

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
      schedule(flush);
    }
    return id;
  }

  function flush() {
    scheduled = false;
    const pending = queue.slice(head);
    const lost = dropped;
    queue = [];
    head = 0;
    dropped = 0;
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
      if (typeof original === 'function') return original.apply(target, args);
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

/** count's and time's label, as the browsers take it: `default` when none is given. */
function labelOf(value: unknown): string {
  try {
    return value === undefined ? 'default' : cutText(String(value), 200);
  } catch {
    return 'default'; // An object whose toString throws.
  }
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

/**
 * An object whose stack starts at the demo's call of `wrapper`: V8 leaves out the frames above it (the
 * capture's own), which would otherwise take places of the demo's in its ten. Other engines keep them;
 * the page folds frames that are not the demo's.
 */
function callSite(wrapper: (...args: unknown[]) => unknown): object {
  if (typeof Error.captureStackTrace !== 'function') return new Error();
  const site = {};
  Error.captureStackTrace(site, wrapper);
  return site;
}

function stackOf(origin: object | undefined): string | undefined {
  if (origin === undefined) return undefined;
  try {
    const { stack } = origin as { stack?: unknown };
    return typeof stack === 'string' ? cutText(stack) : undefined;
  } catch {
    return undefined;
  }
}

interface FormatWriter {
  segments: FormatSegment[];
  /** The style `%c` gave the text that follows. */
  style: string | undefined;
  /** Adds text (merged into the last segment when it has the same style); false once the message is full. */
  text: (text: string) => boolean;
  value: (value: unknown) => boolean;
  full: () => boolean;
}

/** Collects a message's format segments within its node budget and `CONSOLE_LIMITS.string` characters of text in all. */
function formatWriter(budget: NodeBudget): FormatWriter {
  let textLeft: number = CONSOLE_LIMITS.string;
  const writer: FormatWriter = {
    segments: [],
    style: undefined,
    full: () => textLeft <= 0 || budget.nodes <= 0,
    text(text) {
      if (text === '') return !writer.full();
      if (textLeft <= 0) return false;
      // A text cut short ends in an ellipsis, so the panel does not pass it off as whole.
      const kept = text.length > textLeft ? `${text.slice(0, textLeft - 1)}…` : text;
      const last = writer.segments.at(-1);
      if (last && 'text' in last && last.style === writer.style) last.text += kept;
      else if (budget.nodes <= 0) return false;
      else {
        budget.nodes--;
        writer.segments.push(writer.style === undefined ? { text: kept } : { text: kept, style: writer.style });
      }
      textLeft -= kept.length;
      return !writer.full();
    },
    value(value) {
      if (budget.nodes <= 0) return false;
      const node = describeNode(value, budget);
      writer.segments.push(writer.style === undefined ? { value: node } : { value: node, style: writer.style });
      return !writer.full();
    },
  };
  return writer;
}

const SPECIFIER = /%([sdifoOc%])/g;

/**
 * Applies a format string as the browsers' consoles do (`%s %d %i %f %o %O %c`, and `%%` for a percent
 * sign); a specifier with no argument left stays as written. Returns the arguments it did not take.
 * Objects given to `%s` are shown as values rather than through their toString, which is a demo's code.
 */
function applyFormat(format: string, rest: readonly unknown[], writer: FormatWriter): readonly unknown[] {
  const pattern = new RegExp(SPECIFIER);
  let next = 0;
  let last = 0;
  for (let match = pattern.exec(format); match; match = pattern.exec(format)) {
    if (!writer.text(format.slice(last, match.index))) return rest.slice(next);
    last = pattern.lastIndex;
    const letter = match[1];
    if (letter === '%') writer.text('%');
    else if (next >= rest.length) writer.text(match[0]);
    else {
      const arg = rest[next++];
      if (letter === 'c') writer.style = styleOf(arg);
      else if (letter === 'o' || letter === 'O') writer.value(arg);
      else if (letter === 's') {
        if (arg !== null && (typeof arg === 'object' || typeof arg === 'function')) writer.value(arg);
        else writer.text(primitiveText(arg));
      } else writer.text(letter === 'f' ? floatText(arg) : integerText(arg));
    }
    if (writer.full()) return rest.slice(next);
  }
  writer.text(format.slice(last));
  return rest.slice(next);
}

function primitiveText(value: unknown): string {
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

/** `%d`/`%i`: the integer part, as parseInt reads it; NaN for what is no number (objects' valueOf is not called). */
function integerText(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(value)) : 'NaN';
  if (typeof value === 'string') return String(Number.parseInt(value, 10));
  return 'NaN';
}

function floatText(value: unknown): string {
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return String(Number.parseFloat(value));
  return 'NaN';
}

/** `%c`'s CSS, kept as text for the page to read (it must not trust it: a demo wrote it); capped. */
function styleOf(value: unknown): string | undefined {
  const style = value !== null && (typeof value === 'object' || typeof value === 'function') ? '' : String(value);
  return style === '' ? undefined : cutText(style, CONSOLE_LIMITS.style);
}
