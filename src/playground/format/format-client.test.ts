import { createFormatClient, FORMATTER_NOT_LOADED, FORMATTER_STOPPED } from './format-client';
import type { FormatRequest, FormatWorkerMessage } from './messages';

// Read mode may load the client: importing it must not import Prettier (this file would fail to load).
vi.mock('prettier/standalone', () => {
  throw new Error('The client imported Prettier');
});

/** A worker that records what it is sent and answers when the test says so. */
class FakeWorker extends EventTarget {
  sent: FormatRequest[] = [];
  terminated = false;
  postMessage(request: FormatRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FormatWorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

function setUp() {
  const workers: FakeWorker[] = [];
  const createWorker = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { formatFile: createFormatClient(createWorker), createWorker, workers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('createFormatClient', () => {
  it('makes no worker until the first call, then one for every call', async () => {
    const { formatFile, createWorker, workers } = setUp();
    expect(createWorker).not.toHaveBeenCalled();
    void formatFile('a.tsx', 'a');
    void formatFile('b.scss', 'b');
    expect(createWorker).toHaveBeenCalledTimes(1);
    // Nothing is sent before the worker says it listens.
    await flush();
    expect(workers[0].sent).toEqual([]);
    workers[0].say({ type: 'listening' });
    await flush();
    expect(workers[0].sent).toEqual([
      { id: 1, fileName: 'a.tsx', text: 'a' },
      { id: 2, fileName: 'b.scss', text: 'b' },
    ]);
  });

  it('gives each caller the reply with its own id, whatever the order', async () => {
    const { formatFile, workers } = setUp();
    const first = formatFile('a.tsx', 'a');
    const second = formatFile('b.tsx', 'b');
    workers[0].say({ type: 'listening' });
    await flush();
    workers[0].say({ id: 2, ok: false, message: "';' expected. (1:3)" });
    workers[0].say({ id: 99, ok: true, text: 'nobody asked' });
    workers[0].say({ id: 1, ok: true, text: 'a;\n' });
    expect(await first).toEqual({ ok: true, text: 'a;\n' });
    expect(await second).toEqual({ ok: false, message: "';' expected. (1:3)" });
  });

  it('answers, not rejects, when the worker cannot load, and tries a new worker next time', async () => {
    const { formatFile, createWorker, workers } = setUp();
    const waiting = formatFile('a.tsx', 'a');
    workers[0].fail();
    expect(await waiting).toEqual({ ok: false, message: FORMATTER_NOT_LOADED });
    expect(FORMATTER_NOT_LOADED).toBe('The formatter could not load.');
    expect(workers[0].terminated).toBe(true);

    const again = formatFile('a.tsx', 'a');
    expect(createWorker).toHaveBeenCalledTimes(2);
    workers[1].say({ type: 'listening' });
    await flush();
    workers[1].say({ id: workers[1].sent[0].id, ok: true, text: 'a;\n' });
    expect(await again).toEqual({ ok: true, text: 'a;\n' });
  });

  it('answers when the worker cannot even be made', async () => {
    const formatFile = createFormatClient(() => {
      throw new Error('Workers are not allowed');
    });
    expect(await formatFile('a.tsx', 'a')).toEqual({ ok: false, message: FORMATTER_NOT_LOADED });
  });

  it('answers the requests in flight when a running worker fails', async () => {
    const { formatFile, workers } = setUp();
    const waiting = formatFile('a.tsx', 'a');
    workers[0].say({ type: 'listening' });
    await flush();
    workers[0].fail();
    expect(await waiting).toEqual({ ok: false, message: FORMATTER_STOPPED });
  });
});

describe('formatFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes its module worker on the first call, not when imported', async () => {
    const made: { url: URL; options: WorkerOptions }[] = [];
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor(url: URL, options: WorkerOptions) {
          super();
          made.push({ url, options });
          queueMicrotask(() => this.say({ type: 'listening' }));
        }
        postMessage(request: FormatRequest) {
          queueMicrotask(() => this.say({ id: request.id, ok: true, text: request.text.toUpperCase() }));
        }
      },
    );
    const { formatFile } = await import('./format-client');
    expect(made).toEqual([]);
    expect(await formatFile('a.tsx', 'a')).toEqual({ ok: true, text: 'A' });
    expect(made).toHaveLength(1);
    expect(String(made[0].url)).toMatch(/\/format\.worker\.ts\b/);
    expect(made[0].options.type).toBe('module');
  });
});
