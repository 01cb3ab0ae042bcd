/// <reference lib="webworker" />
import * as esbuild from 'esbuild-wasm';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { compileScss, compileTsx, type SassCompiler } from './compile';
import type { WorkerRequest, WorkerResponse } from './messages';

// Both start loading the moment the worker exists, in parallel with the editor.
const esbuildReady = esbuild.initialize({ wasmURL, worker: false });
const sassReady: Promise<SassCompiler> = import('sass');

const reply = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

async function handle(request: WorkerRequest) {
  await esbuildReady;
  if (request.type === 'transform-only') {
    const start = performance.now();
    try {
      await esbuild.transform(request.tsx, { loader: 'tsx', format: 'cjs', jsx: 'automatic' });
      reply({ type: 'transformed', id: request.id, ms: performance.now() - start });
    } catch (error) {
      reply({ type: 'transformed', id: request.id, ms: performance.now() - start, error: String(error) });
    }
    return;
  }
  const sass = await sassReady;
  const tsxStart = performance.now();
  const tsx = await compileTsx(esbuild, request.tsx, new Set(request.libraryEntries));
  const scssStart = performance.now();
  const scss = compileScss(sass, request.scss);
  const end = performance.now();
  reply({
    type: 'compiled',
    id: request.id,
    code: tsx.code,
    map: tsx.map,
    css: scss.css,
    errors: [...tsx.errors, ...scss.errors],
    timings: { tsx: scssStart - tsxStart, scss: end - scssStart },
  });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((error: unknown) =>
    reply({ type: 'fatal', message: `The compiler failed to start: ${error instanceof Error ? error.message : String(error)}` }),
  );
});
