/// <reference lib="webworker" />
// The ESM build: the package's browser entry is CommonJS, which the dev server does not convert in a worker.
import * as esbuild from 'esbuild-wasm/esm/browser.js';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { transform as sucrase } from 'sucrase';
import { withFastPath } from './fast-transform';
import type { DemoSource } from '../../demo-model/precompiled';
import {
  compileModule,
  compileScripts,
  compileScss,
  compileStyles,
  contextOf,
  type ModuleResult,
  type SassCompiler,
  type StylesResult,
} from './compile';
import type { WorkerRequest, WorkerResponse } from './messages';

// Both start loading the moment the worker exists, in parallel with the editor.
const esbuildReady = esbuild.initialize({ wasmURL, worker: false });
const sassReady: Promise<SassCompiler> = import('sass');
// Typing goes through sucrase, which needs no loading; only what it rejects waits for esbuild, whose
// messages are the ones shown.
const transpiler = withFastPath(
  {
    transform: (...args: Parameters<typeof esbuild.transform>) => esbuildReady.then(() => esbuild.transform(...args)),
  } as typeof esbuild,
  sucrase,
);

const reply = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

// Most edits touch one file: every other file's last compile, and the stylesheets', are reused as they are.
let moduleCache = new Map<string, Promise<ModuleResult>>();
let styleCache = new Map<string, StylesResult>();

async function tsxResult(source: DemoSource, libraryEntries: string[]) {
  const context = contextOf(source);
  const names = Object.keys(source.scripts.files).sort();
  const used = new Map<string, Promise<ModuleResult>>();
  const result = await compileScripts(transpiler, context, new Set(libraryEntries), (...args) => {
    const [, , name] = args;
    // A file's compile depends on its text, on which siblings and stylesheets it can import, and on its name in messages.
    const key = JSON.stringify([name, source.scripts.files[name], names, context.styleNames, libraryEntries]);
    const compiled = moduleCache.get(key) ?? compileModule(...args);
    used.set(key, compiled);
    return compiled;
  });
  moduleCache = used;
  return result;
}

function stylesResult(sass: SassCompiler, source: DemoSource) {
  const used = new Map<string, StylesResult>();
  const result = compileStyles(sass, source, (name, text, file) => {
    const key = JSON.stringify([name, text, file]);
    const compiled = styleCache.get(key) ?? (name.endsWith('.css') ? { css: text, errors: [] } : compileScss(sass, text, file));
    used.set(key, compiled);
    return compiled;
  });
  styleCache = used;
  return result;
}

async function handle(request: WorkerRequest) {
  if (request.type === 'transform-only') {
    await esbuildReady;
    const start = performance.now();
    try {
      await esbuild.transform(request.tsx, { loader: 'tsx', format: 'cjs', jsx: 'automatic' });
      reply({ type: 'transformed', id: request.id, ms: performance.now() - start });
    } catch (error) {
      reply({ type: 'transformed', id: request.id, ms: performance.now() - start, error: String(error) });
    }
    return;
  }
  // TS compiles at once, while sass may still be loading.
  const tsxStart = performance.now();
  const tsx = await tsxResult(request, request.libraryEntries);
  const sass = await sassReady;
  const scssStart = performance.now();
  const scss = stylesResult(sass, request);
  const end = performance.now();
  reply({
    type: 'compiled',
    id: request.id,
    modules: tsx.modules,
    css: scss.css,
    errors: [...tsx.errors, ...scss.errors],
    packages: tsx.packages,
    timings: { tsx: scssStart - tsxStart, scss: end - scssStart },
  });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((error: unknown) =>
    reply({ type: 'fatal', message: `The compiler failed to start: ${error instanceof Error ? error.message : String(error)}` }),
  );
});
// The first compile of a page's life pays for the compilers' warm-up (tens of milliseconds; sass's first
// stylesheet alone took 60): paid here, while the person reads the shipped preview, not on their first
// keystroke (which also compiles the stylesheet, the shipped preview having come from the build).
void compileScripts(
  transpiler,
  {
    scripts: {
      entry: 'warm-up.tsx',
      files: { 'warm-up.tsx': 'export default function W(): JSX.Element { for (;;) break; return <p />; }' },
    },
    styleNames: [],
  },
  new Set(),
);
void sassReady.then((sass) => compileScss(sass, '.warm-up { $gap: 4px; margin: $gap * 2; &:hover { color: red; } }', 'warm-up.scss'));
reply({ type: 'listening' });
