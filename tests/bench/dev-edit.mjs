// `npm run bench:dev`: the first Edit on the dev server, the way `npm run dev` serves it. Starts Vite's
// dev server on a free port with a fresh dependency cache (node_modules/.vite removed), opens
// /components/button in headless Chromium, clicks the first "Edit" and measures click → Monaco
// visible and click → first rendered preview; counts the warnings the server printed from start-up to
// the preview. It measures and never fails on a figure.
import { rmSync, existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { createLogger, createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const TIMEOUT = 180_000;
/** `--read N`: a person reads the page for N seconds before pressing Edit (default: presses at once). */
const readIndex = process.argv.indexOf('--read');
const READ_SECONDS = readIndex > 0 ? Number(process.argv[readIndex + 1]) || 0 : 0;

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Counts what the server prints as a warning or error. A warning that lists several problems, one per
 * "  - " line (Vite's config-loader check does), counts once per problem.
 */
function countingLogger() {
  // Its own console, so the console.warn watch below does not count the logger's output twice.
  const base = createLogger('info', { console: new console.Console(process.stdout, process.stderr) });
  const warnings = [];
  const record = (msg) => {
    const text = stripVTControlCharacters(String(msg));
    const items = text.split('\n').filter((line) => /^\s+- /.test(line));
    for (const item of items.length ? items : [text.split('\n')[0]]) warnings.push(item.trim().replace(/^- /, ''));
  };
  const logger = {
    ...base,
    warn: (msg, options) => (record(msg), base.warn(msg, options)),
    warnOnce: (msg, options) => (record(msg), base.warnOnce(msg, options)),
    error: (msg, options) => (record(msg), base.error(msg, options)),
  };
  return { logger, warnings };
}

/** Also counts what bypasses the logger (a plugin's console.warn, say). */
function watchConsole(warnings) {
  const original = { warn: console.warn, error: console.error };
  const firstLine = (value) => stripVTControlCharacters(String(value)).split('\n')[0];
  console.warn = (...args) => (warnings.push(`console.warn: ${firstLine(args[0])}`), original.warn(...args));
  console.error = (...args) => (warnings.push(`console.error: ${firstLine(args[0])}`), original.error(...args));
  return () => Object.assign(console, original);
}

/**
 * Records click → ready moments inside the page, so the figures exclude Playwright's polling. Times are
 * epoch milliseconds and the click is kept in sessionStorage, so a reload of the page in between (the
 * dev server re-optimising its dependencies) is measured too instead of losing the click.
 */
const PAGE_PROBES = () => {
  const now = () => performance.timeOrigin + performance.now();
  const marks = (window.__devMarks = {});
  document.addEventListener(
    'click',
    (event) => {
      if (
        event.target instanceof Element &&
        event.target.closest('button')?.textContent?.trim() === 'Edit' &&
        !sessionStorage.getItem('devEditClick')
      ) {
        sessionStorage.setItem('devEditClick', String(now()));
      }
    },
    true,
  );
  new MutationObserver(() => {
    const preview = document.querySelector('#button-demo1 .playground-preview');
    if (marks.firstPreview === undefined && Number(preview?.getAttribute('data-run-id') ?? 0) > 0) marks.firstPreview = now();
    const editor = document.querySelector('#button-demo1 .monaco-editor');
    if (marks.editorVisible === undefined && editor && editor.getBoundingClientRect().height > 0) marks.editorVisible = now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-run-id', 'class', 'style'] });
};

const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function main() {
  rmSync(path.join(root, 'node_modules/.vite'), { recursive: true, force: true });
  const port = await freePort();
  const { logger, warnings } = countingLogger();
  const restoreConsole = watchConsole(warnings);
  const startedAt = performance.now();
  const server = await createServer({
    root,
    customLogger: logger,
    clearScreen: false,
    server: { port, strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
  const startup = performance.now() - startedAt;
  const startupWarnings = warnings.length;

  const browser = await chromium.launch({
    executablePath: systemChromium,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const browserProblems = [];
  let loads = 0;
  try {
    const context = await browser.newContext();
    await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        browserProblems.push(`${message.type()}: ${message.text().split('\n')[0]}`);
    });
    page.on('pageerror', (error) => browserProblems.push(`page error: ${error.message}`));
    page.on('load', () => loads++);

    const loadStart = performance.now();
    await page.goto(`http://127.0.0.1:${port}/components/button`, { timeout: TIMEOUT });
    const demo = page.locator('#button-demo1');
    // The live demo loads lazily; wait for it so the click lands on Edit.
    await demo.getByRole('button', { name: 'Primary' }).waitFor({ timeout: TIMEOUT });
    const pageReady = performance.now() - loadStart;
    const loadsBeforeEdit = loads;
    await page.waitForTimeout(READ_SECONDS * 1000);

    await demo.getByRole('button', { name: 'Edit' }).click();
    await demo.locator('.playground-preview[data-run-id]:not([data-run-id="0"])').waitFor({ timeout: TIMEOUT });
    await demo.locator('.monaco-editor').waitFor({ state: 'visible', timeout: TIMEOUT });
    const marks = await page.evaluate(() => ({ ...window.__devMarks, editClick: Number(sessionStorage.getItem('devEditClick')) }));
    // Let late messages (a dependency re-optimisation, say) arrive before counting.
    await page.waitForTimeout(2000);
    const reloadedDuringEdit = loads > loadsBeforeEdit;

    const seconds = (value) => (value / 1000).toFixed(1);
    const lines = [
      `Dev server (fresh node_modules/.vite, port ${port})`,
      `  start-up                               ${seconds(startup)} s, ${startupWarnings} warning(s)`,
      `  /components/button → demo rendered     ${seconds(pageReady)} s`,
      `  Edit pressed                           ${READ_SECONDS ? `${READ_SECONDS} s after the demo rendered` : 'as soon as the demo rendered'}`,
      `  first Edit → Monaco visible            ${seconds(marks.editorVisible - marks.editClick)} s`,
      `  first Edit → preview rendered          ${seconds(marks.firstPreview - marks.editClick)} s${reloadedDuringEdit ? ' (the page reloaded meanwhile)' : ''}`,
      `  server warnings, start-up to preview   ${warnings.length}`,
      ...warnings.map((warning) => `    - ${warning}`),
      `  browser console errors and warnings    ${browserProblems.length}`,
      ...browserProblems.map((problem) => `    - ${problem}`),
    ];
    console.log(`\n${lines.join('\n')}`);
  } finally {
    await browser.close();
    await server.close();
    restoreConsole();
  }
}

await main();
