/// <reference lib="webworker" />
// The ESM build: the package's browser entry is CommonJS, which the dev server does not convert in a worker.
import * as esbuild from 'esbuild-wasm/esm/browser.js';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { compileScripts, compileScss, type DemoScripts, type SassCompiler } from './compile';
import type { WorkerRequest, WorkerResponse } from './messages';

// Both start loading the moment the worker exists, in parallel with the editor.
const esbuildReady = esbuild.initialize({ wasmURL, worker: false });
const sassReady: Promise<SassCompiler> = import('sass');

const reply = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

// Most edits touch one file: the other file's last result is reused as it is.
let lastTsx: { key: string; result: Awaited<ReturnType<typeof compileScripts>> } | null = null;
let lastScss: { source: string; result: ReturnType<typeof compileScss> } | null = null;

async function tsxResult(scripts: DemoScripts, libraryEntries: string[]) {
  const key = JSON.stringify([scripts, libraryEntries]);
  if (lastTsx?.key !== key) lastTsx = { key, result: await compileScripts(esbuild, scripts, new Set(libraryEntries)) };
  return lastTsx.result;
}

function scssResult(sass: SassCompiler, source: string) {
  if (lastScss?.source !== source) lastScss = { source, result: compileScss(sass, source) };
  return lastScss.result;
}

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
  // TS compiles as soon as esbuild is up, while sass may still be loading.
  const tsxStart = performance.now();
  const tsx = await tsxResult(request.scripts, request.libraryEntries);
  const sass = await sassReady;
  const scssStart = performance.now();
  const scss = scssResult(sass, request.scss);
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
reply({ type: 'listening' });
