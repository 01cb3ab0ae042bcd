/**
 * The preview frame's runtime, built by our build into one classic script (an opaque-origin frame
 * can load a classic script from the site without CORS, but not a module). It carries React and the
 * library, a `require` for the compiled demo, and the frame's side of the message protocol.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import libraryModules from 'virtual:library-modules';
import './frame-base.scss';
import { installConsole } from './console-capture';
import { describeArguments } from './describe-event';
import { watchExtent } from './extent';
import { markupReporter } from './markup-report';
import { withObserved } from './observe';
import { findPressTarget, parsePressTarget } from './press-target';
import { loadPackages, shareRuntimeModules } from './packages';
import { surroundDemo } from './surround';
import {
  LOOP_BUDGET_MS,
  LOOP_GUARD,
  MAX_PAYLOAD,
  moduleSourceUrl,
  RUNTIME_GLOBAL,
  STOPPED_MESSAGE,
  type FromFrame,
  type ToFrame,
} from './protocol';

const modules: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  ...libraryModules,
};

const post = (message: FromFrame) => window.parent.postMessage(message, '*');

let currentRun = 0;
let stopped = false;

// Installed before any demo runs, so all it logs reaches the page's console panel (batched per turn).
const consoleCapture = installConsole(console, { currentRun: () => currentRun, post });

// Loop guard: each loop records when it was first entered; the records are cleared by the next macrotask,
// so a loop is timed for as long as it keeps the frame from getting back to its event loop — also when
// it awaits between iterations (`while (true) await 0` starves the event loop through microtasks).
const loopStarts = new Map<number, number>();
let clearScheduled = false;
let iterations = 0;
function loopGuard(loopId: number) {
  if (stopped) throw new RangeError(STOPPED_MESSAGE);
  if (++iterations % 256 !== 0 && loopStarts.has(loopId)) return;
  const now = performance.now();
  if (!clearScheduled) {
    clearScheduled = true;
    setTimeout(() => {
      loopStarts.clear();
      clearScheduled = false;
    }, 0);
  }
  const start = loopStarts.get(loopId);
  if (start === undefined) loopStarts.set(loopId, now);
  else if (now - start > LOOP_BUDGET_MS) {
    stopped = true;
    post({ type: 'error', runId: currentRun, message: STOPPED_MESSAGE, stopped: true });
    throw new RangeError(STOPPED_MESSAGE);
  }
}

/**
 * Reports an error to the page's error list and, as the browsers' consoles show it, to its console
 * panel: `uncaught` for what nobody caught, `rejection` for a promise nobody handled, `error` for one
 * an error boundary caught (React would have logged it with console.error).
 */
function reportError(error: unknown, method: 'uncaught' | 'rejection' | 'error' = 'uncaught') {
  const value = error instanceof Error ? error : new Error(textOf(error));
  if (value.message === STOPPED_MESSAGE) return; // Already reported by the guard.
  consoleCapture.reportError(error, method);
  post({ type: 'error', runId: currentRun, message: value.message, stack: value.stack });
}

/** String() throws for an object without a prototype (`Promise.reject(Object.create(null))`): the report must not. */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'Uncaught exception';
  }
}

/** What a demo may import this run: the library as it is, or with the configurator's component observed. */
let available = modules;
/** The npm packages of this run, loaded before it started. */
let packageModules: Record<string, unknown> = {};
const reportEvent = (name: string, args: unknown[]) =>
  post({ type: 'event', name, payload: describeArguments(args).slice(0, MAX_PAYLOAD) });

function requireModule(specifier: string): unknown {
  if (/^\.{1,2}\/.*\.s?css$/.test(specifier)) return {}; // The stylesheet arrives compiled, separately.
  if (specifier in available) return available[specifier];
  if (specifier in packageModules) return packageModules[specifier];
  throw new Error(`Cannot import "${specifier}" in the playground`);
}

let root: ReactDOMClient.Root | null = null;
const styleElement = document.createElement('style');
styleElement.id = 'aquila-demo-style';
document.head.appendChild(styleElement);

/** Runs a demo's compiled files as CommonJS modules: `require('./x.tsx')` loads a sibling once per run. */
function loadModules(files: Record<string, string>, entry: string): Record<string, unknown> {
  const loaded = new Map<string, { exports: Record<string, unknown> }>();
  const load = (name: string) => {
    const existing = loaded.get(name);
    if (existing) return existing.exports;
    const module = { exports: {} as Record<string, unknown> };
    loaded.set(name, module);
    const factory = new Function('require', 'module', 'exports', LOOP_GUARD, `${files[name]}\n//# sourceURL=${moduleSourceUrl(name)}`);
    const require = (specifier: string) =>
      specifier.startsWith('./') && specifier.slice(2) in files ? load(specifier.slice(2)) : requireModule(specifier);
    factory(require, module, module.exports, loopGuard);
    return module.exports;
  };
  return load(entry);
}

let runtimeModulesShared = false;
/**
 * The frame's import map, written before its first package is imported: no module loads before that
 * (the runtime is a classic script and a demo's files are CommonJS), and a frame whose code imports no
 * package never pays for it.
 */
function shareRuntimeModulesOnce() {
  if (runtimeModulesShared) return;
  runtimeModulesShared = true;
  shareRuntimeModules(document, modules as Record<string, object>, RUNTIME_GLOBAL);
}

/**
 * Loads a run's packages, then runs it; a package that does not load is named (one error, in the list
 * and the console) and the run is not started. A newer run that arrives meanwhile replaces this one.
 */
function runWithPackages(message: Extract<ToFrame, { type: 'run' }>) {
  const { runId, entry, modules: files, css, observe, packages, surround } = message;
  currentRun = runId;
  if (!packages?.length) {
    packageModules = {};
    run(runId, entry, files, css, observe, surround);
    return;
  }
  shareRuntimeModulesOnce();
  void loadPackages(packages).then(({ modules: loaded, failures }) => {
    if (currentRun !== runId) return;
    if (failures.length) {
      for (const failure of failures) console.error(failure);
      post({ type: 'error', runId, message: failures.join('\n') });
      return;
    }
    packageModules = loaded;
    run(runId, entry, files, css, observe, surround);
  });
}

function run(
  runId: number,
  entry: string,
  files: Record<string, string>,
  css: string,
  observe: string | undefined,
  surround: unknown,
) {
  extent.reset();
  available = observe ? withObserved(modules, observe, reportEvent) : modules;
  currentRun = runId;
  stopped = false;
  loopStarts.clear();
  // Setting the same text again would still restyle the whole frame: most edits leave the stylesheet alone.
  if (styleElement.textContent !== css) styleElement.textContent = css;
  root?.unmount();
  root = null;
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  try {
    const Demo = loadModules(files, entry).default;
    if (typeof Demo !== 'function') {
      throw new Error('The TS file must have a default export: the component to show.');
    }
    root = ReactDOMClient.createRoot(container, {
      onUncaughtError: (error) => reportError(error),
      onCaughtError: (error) => reportError(error, 'error'),
    });
    // Render synchronously so 'rendered' means the DOM is there (rAF never fires in a hidden frame).
    const mountedRoot = root;
    const demo = surroundDemo(React.createElement(Demo as React.ComponentType), surround, modules);
    ReactDOM.flushSync(() => mountedRoot.render(demo));
    post({ type: 'rendered', runId });
  } catch (error) {
    reportError(error);
  }
}

/** Presses the control of the rendered demo that the page's press named, if the demo has it. */
function press(value: unknown) {
  const target = parsePressTarget(value);
  const root = document.getElementById('root');
  const control = target && root ? findPressTarget(root, target) : null;
  control?.click();
}

window.addEventListener('message', (event: MessageEvent<ToFrame>) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message.type === 'ping') post({ type: 'pong', seq: message.seq });
  else if (message.type === 'theme') document.documentElement.setAttribute('theme', message.theme);
  else if (message.type === 'watch-markup') (message.watch ? markup.start : markup.stop)();
  else if (message.type === 'run') runWithPackages(message);
  else if (message.type === 'press') press(message.target);
});
// Reported to the page, which shows them with file and line; preventDefault marks them handled.
window.addEventListener('error', (event) => {
  reportError(event.error ?? event.message);
  event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  reportError(event.reason, 'rejection');
  event.preventDefault();
});

// Bubble phase on the window, after the demo's own overlays: one that closed on this Escape called preventDefault().
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.defaultPrevented) post({ type: 'escape' });
});

const extent = watchExtent(document, (height) => post({ type: 'height', height }));
const markup = markupReporter(document, (html) => post({ type: 'markup', html }));

(window as unknown as Record<string, unknown>)[RUNTIME_GLOBAL] = modules;
post({ type: 'ready' });
