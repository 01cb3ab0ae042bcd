import type { RunPackage } from '../packages/run-packages';
import { parseFrameMessage, type FromFrame, type ToFrame } from '../runtime/protocol';
import type { PressTarget } from '../runtime/press-target';
import type { ExampleSurround } from '../../shared/example-surround';

export interface FrameRun {
  runId: number;
  /** The module the frame renders: its default export. */
  entry: string;
  /** Every compiled file of the demo, by name; `require('./name')` finds them. */
  modules: Record<string, string>;
  css: string;
  /** The npm packages the files import, with the addresses the frame loads them from before it runs. */
  packages: RunPackage[];
}

/** One kind of message from the frame, by its `type`. */
export type FrameMessage<T extends FromFrame['type']> = Extract<FromFrame, { type: T }>;

type AnyHandler = (message: FromFrame) => void;

/** The page's side: where the frame's messages arrive (the page's window). */
export type MessageHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The page's end of the message channel with one preview frame (as vuejs/repl's `PreviewProxy` is):
 * every message to the frame and from it goes through here. It sends the typed messages of the
 * protocol, takes only what the frame's own window posts, reads it with `parseFrameMessage` (the frame
 * runs a stranger's code: anything else is dropped), and hands each message to the handlers subscribed
 * to its type. Disposed with its frame; a frame that is replaced gets a connection of its own.
 */
export class FrameConnection {
  private readonly frame: Pick<HTMLIFrameElement, 'contentWindow'>;
  private readonly host: MessageHost;
  private readonly handlers = new Map<FromFrame['type'], Set<AnyHandler>>();
  private disposed = false;

  /** Listens from now on: the connection is made before the frame can load, so no message is missed. */
  constructor(frame: Pick<HTMLIFrameElement, 'contentWindow'>, host: MessageHost = window) {
    this.frame = frame;
    this.host = host;
    host.addEventListener('message', this.receive);
  }

  /** Calls `handler` with each message of this type the frame posts, until the returned function is called. */
  on<T extends FromFrame['type']>(type: T, handler: (message: FrameMessage<T>) => void): () => void {
    const anyHandler = handler as AnyHandler;
    let handlers = this.handlers.get(type);
    if (!handlers) this.handlers.set(type, (handlers = new Set()));
    handlers.add(anyHandler);
    return () => void handlers.delete(anyHandler);
  }

  /** Posts a message to the frame (to any origin: the frame's is opaque). Nothing once disposed. */
  send(message: ToFrame): void {
    if (!this.disposed) this.frame.contentWindow?.postMessage(message, '*');
  }

  /** Runs a compile in the frame, with the library component whose callbacks it reports and the direction and language to show it in, if any. */
  run(run: FrameRun, observe: string | undefined, surround?: ExampleSurround): void {
    this.send({ type: 'run', ...run, observe, surround });
  }

  /** Presses a control of what the frame has rendered, once. */
  press(target: PressTarget): void {
    this.send({ type: 'press', target });
  }

  setTheme(theme: string): void {
    this.send({ type: 'theme', theme });
  }

  /** Asks the frame to report the demo's markup now and after each change, or to stop. */
  watchMarkup(watch: boolean): void {
    this.send({ type: 'watch-markup', watch });
  }

  /** The frame answers with a pong of the same `seq`: its runtime runs and its event loop turns. */
  ping(seq: number): void {
    this.send({ type: 'ping', seq });
  }

  /** Stops listening and forgets every handler. */
  dispose(): void {
    this.disposed = true;
    this.host.removeEventListener('message', this.receive);
    this.handlers.clear();
  }

  private readonly receive = (event: MessageEvent) => {
    const peer = this.frame.contentWindow;
    if (!peer || event.source !== peer) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    this.handlers.get(message.type)?.forEach((handler) => handler(message));
  };
}
