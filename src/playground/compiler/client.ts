import LIBRARY_ENTRIES from 'virtual:library-entries';
import type { DemoSource } from '../../demo-model/precompiled';
import type { CompileResponse, WorkerRequest, WorkerResponse } from './messages';

export type CompileResult = Omit<CompileResponse, 'type' | 'id'>;

let worker: Worker | null = null;
/** Resolves when the worker has said it listens (a module worker may still be loading its imports). */
let listening: Promise<void> = Promise.resolve();
let nextId = 1;
const pending = new Map<number, { resolve: (value: WorkerResponse) => void; reject: (error: Error) => void }>();

function failAll(message: string) {
  for (const { reject } of pending.values()) reject(new Error(message));
  pending.clear();
}

/** The one compiler worker of the page; creating it starts esbuild-wasm and sass loading. */
export function startCompiler(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./compiler.worker.ts', import.meta.url), { type: 'module', name: 'aquila-compiler' });
  let markListening = () => {};
  listening = new Promise((resolve) => (markListening = resolve));
  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (message.type === 'listening') {
      markListening();
      return;
    }
    if (message.type === 'fatal') {
      failAll(message.message);
      return;
    }
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  worker.addEventListener('error', (event) => {
    failAll(`The compiler could not be loaded${event.message ? `: ${event.message}` : ''}.`);
    worker = null;
  });
  return worker;
}

function request<T extends WorkerResponse>(message: Omit<WorkerRequest, 'id'>): Promise<T> {
  const id = nextId++;
  const target = startCompiler();
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: WorkerResponse) => void, reject });
    void listening.then(() => target.postMessage({ ...message, id }));
  });
}

/** Compiles a demo's TS and SCSS files in the worker. */
export async function compileDemo(source: DemoSource): Promise<CompileResult> {
  const {
    type: _type,
    id: _id,
    ...result
  } = await request<CompileResponse>({
    type: 'compile',
    ...source,
    libraryEntries: LIBRARY_ENTRIES,
  } as Omit<WorkerRequest, 'id'>);
  return result;
}

/** Times one bare esbuild transform (for the benchmark's compiler comparison). */
export async function timeTransform(tsx: string): Promise<number> {
  const response = await request<Extract<WorkerResponse, { type: 'transformed' }>>({ type: 'transform-only', tsx } as Omit<
    WorkerRequest,
    'id'
  >);
  if (response.error) throw new Error(response.error);
  return response.ms;
}
