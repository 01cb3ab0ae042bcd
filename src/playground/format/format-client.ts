import type { FormatRequest, FormatResult, FormatWorkerMessage } from './messages';

export type { FormatResult } from './messages';

/** Makes the formatter's worker (tests give a fake one). */
export type FormatWorkerFactory = () => Worker;

/** Formats one file's text in the worker; never rejects: every failure is an `{ ok: false, message }`. */
export type FormatFile = (fileName: string, text: string) => Promise<FormatResult>;

/** The message when the worker could not be made or its code could not load. */
export const FORMATTER_NOT_LOADED = 'The formatter could not load.';
/** The message when the worker, once running, failed outside any one request. */
export const FORMATTER_STOPPED = 'The formatter stopped unexpectedly.';

interface Connection {
  worker: Worker;
  /** Resolves when the worker has said it listens. */
  listening: Promise<void>;
}

/**
 * A formatter whose worker is made on the first call, not before (Prettier is a megabyte and more, and
 * only the worker imports it). A worker that fails is dropped, with its requests answered, and the next
 * call makes a new one.
 */
export function createFormatClient(createWorker: FormatWorkerFactory): FormatFile {
  let connection: Connection | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: FormatResult) => void>();

  function failAll(message: string) {
    for (const settle of pending.values()) settle({ ok: false, message });
    pending.clear();
  }

  function connect(): Connection | null {
    if (connection) return connection;
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      return null;
    }
    let heard = false;
    let markListening = () => {};
    const listening = new Promise<void>((resolve) => (markListening = resolve));
    const current: Connection = { worker, listening };
    worker.addEventListener('message', (event: MessageEvent<FormatWorkerMessage>) => {
      const message = event.data;
      if ('type' in message) {
        heard = true;
        markListening();
        return;
      }
      const { id, ...result } = message;
      pending.get(id)?.(result);
      pending.delete(id);
    });
    worker.addEventListener('error', () => {
      failAll(heard ? FORMATTER_STOPPED : FORMATTER_NOT_LOADED);
      worker.terminate();
      if (connection === current) connection = null;
    });
    connection = current;
    return current;
  }

  return (fileName, text) => {
    const target = connect();
    if (!target) return Promise.resolve({ ok: false, message: FORMATTER_NOT_LOADED });
    const id = nextId++;
    return new Promise<FormatResult>((resolve) => {
      pending.set(id, resolve);
      const request: FormatRequest = { id, fileName, text };
      void target.listening.then(() => target.worker.postMessage(request));
    });
  };
}

/** Formats a playground file with Prettier and the repository's settings, in a worker made on first use. */
export const formatFile: FormatFile = createFormatClient(
  () => new Worker(new URL('./format.worker.ts', import.meta.url), { type: 'module', name: 'aquila-formatter' }),
);
