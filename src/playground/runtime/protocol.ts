/** Messages between the docs page and the preview frame. The frame is an opaque origin, so these are all they share. */
import { parseConsoleBatch } from './console-parse.ts';
import type { ConsoleBatch } from './console-types.ts';
import type { PressTarget } from './press-target.ts';
import { MAX_MARKUP } from './markup-report.ts';
import type { ExampleSurround } from '../../shared/example-surround.ts';

export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** A package a run imports: the import as written, the address the person sees (in the map), the one the frame imports. */
export interface FramePackage {
  specifier: string;
  address: string;
  load: string;
}

/** A compile or runtime error as the person sees it: where, and what. */
export interface PlaygroundError extends Partial<SourcePosition> {
  kind: 'compile' | 'runtime' | 'timeout';
  message: string;
}

export type ToFrame =
  | {
      type: 'run';
      runId: number;
      entry: string;
      modules: Record<string, string>;
      css: string;
      /** Packages to import before the run. */
      packages: FramePackage[];
      /** A library component whose callback props the frame reports as they fire (the configurator's). */
      observe?: string;
      /** The direction and language the demo is shown in: the runtime wraps it in an AquilaProvider of them (none when absent). */
      surround?: ExampleSurround;
    }
  | { type: 'theme'; theme: string }
  /** A press on the configurator's sample made before the frame ran it: the frame presses that control once. */
  | { type: 'press'; target: PressTarget }
  /** Whether the page shows the demo's markup: the frame reports it only while asked (markup-report.ts). */
  | { type: 'watch-markup'; watch: boolean }
  | { type: 'ping'; seq: number };

export type FromFrame =
  | { type: 'ready' }
  | { type: 'rendered'; runId: number }
  | { type: 'pong'; seq: number }
  /** How tall the frame must be to show all that the demo renders, opened overlays included. */
  | { type: 'height'; height: number }
  /** Escape pressed in the frame and left unhandled by the demo: the page may close its full-window view. */
  | { type: 'escape' }
  /** The demo's markup as it is now, when the page asks for it and after each change while it does. */
  | { type: 'markup'; html: string }
  /** A callback prop of the observed component fired; the payload is described in the frame, as text. */
  | { type: 'event'; name: string; payload: string }
  | { type: 'error'; runId: number; message: string; stack?: string; stopped?: boolean }
  /** What the demo logged (and errors nobody caught) in one turn of the frame's event loop. */
  | ConsoleBatch;

/** The global the runtime script sets: the modules a demo may import, by specifier. */
export const RUNTIME_GLOBAL = '__aquilaRuntime';

/** The function the loop guard calls; defined by the frame, inserted into the compiled code. */
export const LOOP_GUARD = '__aqLoopGuard';

/** How long one synchronous run of loops may take before the guard stops it. */
export const LOOP_BUDGET_MS = 1000;

/** The name each compiled file of a demo has in stack traces, so an error maps back to that file. */
export const moduleSourceUrl = (name: string) => `aquila-demo/${name}.js`;
/** Finds the first such frame in a stack: the file's name, line and column. */
export const MODULE_FRAME = /aquila-demo\/([\w.-]+)\.js:(\d+):(\d+)/;

/** A callback prop's name, as the frame may report it. */
export const EVENT_PROP = /^on[A-Z][A-Za-z0-9]{0,60}$/;
/** How much of an event's payload the page shows. */
export const MAX_PAYLOAD = 300;

/** Why the preview stopped a run: the error list shows it under its "Stopped" label. */
export const STOPPED_REASON = 'the code ran too long';
/** What the loop guard throws in the frame (its console and the browser's show it whole). */
export const STOPPED_MESSAGE = `stopped: ${STOPPED_REASON}`;

/**
 * Reads a message that claims to come from the preview frame. The frame runs a stranger's code, so
 * nothing in the message is trusted: anything that is not one of the known shapes is dropped.
 */
export function parseFrameMessage(data: unknown): FromFrame | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  switch (message.type) {
    case 'ready':
      return { type: 'ready' };
    case 'pong':
      return isNumber(message.seq) ? { type: 'pong', seq: message.seq } : null;
    case 'rendered':
      return isNumber(message.runId) ? { type: 'rendered', runId: message.runId } : null;
    case 'height':
      return isNumber(message.height) ? { type: 'height', height: message.height } : null;
    case 'escape':
      return { type: 'escape' };
    case 'markup':
      return typeof message.html === 'string' ? { type: 'markup', html: message.html.slice(0, MAX_MARKUP) } : null;
    case 'event':
      return typeof message.name === 'string' && EVENT_PROP.test(message.name) && typeof message.payload === 'string'
        ? { type: 'event', name: message.name, payload: message.payload.slice(0, MAX_PAYLOAD) }
        : null;
    case 'error':
      return isNumber(message.runId)
        ? {
            type: 'error',
            runId: message.runId,
            message: String(message.message).slice(0, 2000),
            stack: typeof message.stack === 'string' ? message.stack.slice(0, 10_000) : undefined,
            stopped: message.stopped === true,
          }
        : null;
    case 'console':
      return parseConsoleBatch(message);
    default:
      return null;
  }
}
