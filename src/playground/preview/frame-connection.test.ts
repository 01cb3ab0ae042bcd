import { MAX_PAYLOAD } from '../runtime/protocol';
import { FrameConnection, type FrameRun, type MessageHost } from './frame-connection';

/** A stand-in for the frame's window: only what the page may do with it. */
const fakeWindow = () => ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };

/** The page's window as the connection uses it: a target for 'message' events. */
function fakeHost() {
  const target = new EventTarget();
  const add = vi.spyOn(target, 'addEventListener');
  const remove = vi.spyOn(target, 'removeEventListener');
  /** Delivers what `source` posted to the page. */
  const deliver = (data: unknown, source: unknown) => {
    const event = new MessageEvent('message', { data });
    Object.defineProperty(event, 'source', { value: source });
    target.dispatchEvent(event);
  };
  return { host: target as unknown as MessageHost, add, remove, deliver };
}

function connect(contentWindow: Window | null = fakeWindow()) {
  const frame = { contentWindow };
  const page = fakeHost();
  const connection = new FrameConnection(frame, page.host);
  return {
    frame,
    connection,
    ...page,
    fromFrame: (data: unknown) => page.deliver(data, frame.contentWindow),
  };
}

const run: FrameRun = {
  runId: 3,
  entry: 'demo.tsx',
  modules: { 'demo.tsx': 'exports.default = () => null;' },
  css: 'p{}',
  packages: [],
};

describe('FrameConnection', () => {
  it('posts the protocol’s messages to the frame’s window, to any origin (the frame’s is opaque)', () => {
    const frameWindow = fakeWindow();
    const { connection } = connect(frameWindow);
    connection.run(run, 'Button');
    connection.setTheme('dark');
    connection.ping(4);
    connection.watchMarkup(true);
    connection.send({ type: 'ping', seq: 5 });
    expect(frameWindow.postMessage.mock.calls).toEqual([
      [{ type: 'run', runId: 3, entry: 'demo.tsx', modules: run.modules, css: 'p{}', packages: [], observe: 'Button' }, '*'],
      [{ type: 'theme', theme: 'dark' }, '*'],
      [{ type: 'ping', seq: 4 }, '*'],
      [{ type: 'watch-markup', watch: true }, '*'],
      [{ type: 'ping', seq: 5 }, '*'],
    ]);
  });

  it('hands each message from the frame to the handlers of its type, in the order they subscribed', () => {
    const { connection, fromFrame } = connect();
    const seen: string[] = [];
    connection.on('rendered', (message) => seen.push(`first rendered ${message.runId}`));
    connection.on('rendered', (message) => seen.push(`second rendered ${message.runId}`));
    connection.on('height', (message) => seen.push(`height ${message.height}`));
    connection.on('error', (message) => seen.push(`error ${message.runId} ${message.message} ${message.stopped}`));

    fromFrame({ type: 'rendered', runId: 2 });
    fromFrame({ type: 'height', height: 180 });
    fromFrame({ type: 'escape' }); // no handler: nothing happens
    fromFrame({ type: 'error', runId: 2, message: 'boom' });
    expect(seen).toEqual(['first rendered 2', 'second rendered 2', 'height 180', 'error 2 boom false']);
  });

  it('stops calling a handler once its subscription is ended', () => {
    const { connection, fromFrame } = connect();
    const kept = vi.fn();
    const dropped = vi.fn();
    connection.on('pong', kept);
    const unsubscribe = connection.on('pong', dropped);
    fromFrame({ type: 'pong', seq: 1 });
    unsubscribe();
    fromFrame({ type: 'pong', seq: 2 });
    expect(kept.mock.calls).toEqual([[{ type: 'pong', seq: 1 }], [{ type: 'pong', seq: 2 }]]);
    expect(dropped.mock.calls).toEqual([[{ type: 'pong', seq: 1 }]]);
  });

  it('takes only what its own frame posts, read as the protocol allows', () => {
    const { connection, deliver, fromFrame } = connect();
    const ready = vi.fn();
    const events = vi.fn();
    connection.on('ready', ready);
    connection.on('event', events);

    deliver({ type: 'ready' }, fakeWindow()); // another frame
    deliver({ type: 'ready' }, null);
    expect(ready).not.toHaveBeenCalled();

    fromFrame({ type: 'ready', extra: 'dropped' });
    expect(ready).toHaveBeenCalledWith({ type: 'ready' });
    // Malformed messages are dropped; what passes is trimmed (the frame runs a stranger's code).
    fromFrame({ type: 'event', name: 'not-a-callback', payload: 'x' });
    fromFrame({ type: 'event', name: 'onChange', payload: 'x'.repeat(MAX_PAYLOAD + 50) });
    fromFrame('ready');
    expect(events).toHaveBeenCalledTimes(1);
    expect(events.mock.calls[0][0].payload).toHaveLength(MAX_PAYLOAD);
  });

  it('neither sends nor hears anything while its frame has no window', () => {
    const { connection, deliver } = connect(null);
    const ready = vi.fn();
    connection.on('ready', ready);
    deliver({ type: 'ready' }, null);
    expect(ready).not.toHaveBeenCalled();
    expect(() => connection.setTheme('dark')).not.toThrow();
  });

  it('listens from the moment it is made until it is disposed, then sends nothing', () => {
    const frameWindow = fakeWindow();
    const { connection, add, remove, fromFrame } = connect(frameWindow);
    expect(add).toHaveBeenCalledWith('message', expect.any(Function));
    const rendered = vi.fn();
    connection.on('rendered', rendered);

    connection.dispose();
    expect(remove).toHaveBeenCalledWith('message', add.mock.calls[0][1]);
    fromFrame({ type: 'rendered', runId: 1 });
    connection.ping(1);
    expect(rendered).not.toHaveBeenCalled();
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
  });
});
