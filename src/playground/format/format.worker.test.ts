// @vitest-environment node
import type { FormatWorkerMessage } from './messages';

/** The worker's scope, stood in for: its message listener, and what it posts. */
async function startWorker() {
  let listener: (event: MessageEvent) => void = () => {};
  const posted: FormatWorkerMessage[] = [];
  vi.stubGlobal('self', {
    addEventListener: (_type: string, handler: (event: MessageEvent) => void) => (listener = handler),
    postMessage: (message: FormatWorkerMessage) => posted.push(message),
  });
  await import('./format.worker');
  const send = (data: unknown) => listener({ data } as MessageEvent);
  return { posted, send };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('format.worker', () => {
  it('says it listens, then answers each request by its id', async () => {
    const { posted, send } = await startWorker();
    expect(posted).toEqual([{ type: 'listening' }]);
    send({ id: 7, fileName: 'a.tsx', text: 'const a = "x"' });
    send({ id: 8, fileName: 'b.tsx', text: 'const b = (\nfoo bar;\n' });
    send({ id: 9, fileName: 'c.md', text: '# c' });
    await vi.waitFor(() => expect(posted).toHaveLength(4));
    expect(posted.slice(1).sort((a, b) => ('id' in a && 'id' in b ? a.id - b.id : 0))).toEqual([
      { id: 7, ok: true, text: "const a = 'x';\n" },
      { id: 8, ok: false, message: "')' expected. (2:5)" },
      { id: 9, ok: false, message: 'c.md cannot be formatted: only .tsx, .ts, .scss and .css files can.' },
    ]);
  });
});
