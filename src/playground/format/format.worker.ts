/// <reference lib="webworker" />
import { formatSource } from './format-source';
import type { FormatRequest, FormatWorkerMessage } from './messages';

const reply = (message: FormatWorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.addEventListener('message', (event: MessageEvent<FormatRequest>) => {
  const { id, fileName, text } = event.data;
  formatSource(fileName, text).then(
    (formatted) => reply({ id, ok: true, text: formatted }),
    (error: unknown) => reply({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
// Requests wait for this: on the dev server a module worker can still be loading its imports when the
// page's first message arrives, and that message would be lost (the compiler's worker does the same).
reply({ type: 'listening' });
