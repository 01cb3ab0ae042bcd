// The project benchmark: `npm run bench`. Builds the site, serves dist/ from a plain static server,
// drives headless Chromium and prints a table (and writes bench-results.json). It measures; it never
// fails on a figure — the goals are compared in the table for the reader.
// Long on purpose: one script that reads top to bottom as the benchmark's measurements, in the order printed.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { serveStatic } from '../../scripts/serve-static.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const SITE_PORT = 4191;
const HARNESS_PORT = 4192;
const site = `http://127.0.0.1:${SITE_PORT}`;
const WARM_RUNS = 5;
const EDITS = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const ms = (value) => Math.round(value);

/** gzip size of a file the site served, read from dist/ (the static server does not compress). */
function gzipBytes(url) {
  const { pathname } = new URL(url);
  let file = path.join(dist, decodeURIComponent(pathname));
  // A page's address is its folder; the server answers with the folder's index.html.
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function launch() {
  return chromium.launch({
    executablePath: systemChromium,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Records click-to-ready moments inside the page, so the figures exclude Playwright's polling. */
const PAGE_PROBES = () => {
  const marks = (window.__benchMarks = {});
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button')?.textContent?.trim() === 'Edit') {
        marks.editClick = performance.now();
      }
    },
    true,
  );
  document.addEventListener('keydown', () => (marks.lastKey = performance.now()), true);
  new MutationObserver(() => {
    const demo = window.__benchDemo ?? '#button-demo1';
    const preview = document.querySelector(`${demo} .live-preview`);
    const runId = Number(preview?.getAttribute('data-run-id') ?? 0);
    if (runId > 0 && marks.firstPreview === undefined) marks.firstPreview = performance.now();
    if (runId !== marks.runId) {
      marks.runId = runId;
      marks.lastPreview = performance.now();
    }
    if (marks.editorReady === undefined && document.querySelector(`${demo} .monaco-editor`)) marks.editorReady = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-run-id'] });
};

/** Sums the page's layout shifts (those not caused by recent input), from navigation on, and names what moved. */
const CLS_PROBE = () => {
  window.__cls = { value: 0, shifts: [] };
  const describe = (node) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.value += entry.value;
      window.__cls.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        moved: entry.sources.map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Notes when the first demo of the page is in the document (a component page's first example). */
const FIRST_DEMO_PROBE = () => {
  const seen = () => document.querySelector('.demo-viewer__stage > :not(.demo-viewer__loading)');
  const observer = new MutationObserver(() => {
    if (window.__firstDemoAt === undefined && seen()) {
      window.__firstDemoAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
};

async function readModeBytes(browser, route) {
  const context = await browser.newContext();
  await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
  // Each of the app's scripts notes when it starts to run, so what ran before the first paint is known.
  await context.route(/\/assets\/.+\.js$/, async (r) => {
    const response = await r.fetch();
    const { pathname } = new URL(r.request().url());
    r.fulfill({ response, body: `performance.mark(${JSON.stringify(`runs ${pathname}`)});\n${await response.text()}` });
  });
  await context.addInitScript(CLS_PROBE);
  await context.addInitScript(FIRST_DEMO_PROBE);
  const page = await context.newPage();
  await page.goto(site + route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // The page is complete: network idle, then one more second for late rendering.
  await page.waitForTimeout(1000);
  const { value: cls, shifts: layoutShifts } = await page.evaluate(() => window.__cls);
  const entries = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return {
      fcp,
      scriptRuns: performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('runs '))
        .map((mark) => ({ path: mark.name.slice(5), at: mark.startTime })),
      firstDemo: window.__firstDemoAt,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
    };
  });
  const isJs = (url) => /\.m?js(\?|$)/.test(url);
  const isCss = (url) => /\.css(\?|$)/.test(url);
  // Resource timing lists every file fetched by URL (index.html's own script and stylesheet included).
  const before = entries.resources.filter((r) => r.start <= entries.fcp);
  const all = entries.resources;
  const sum = (list, test) => list.filter((r) => test(r.url)).reduce((total, r) => total + gzipBytes(r.url), 0);
  const runBeforePaint = entries.scriptRuns.filter((run) => run.at < entries.fcp);
  await context.close();
  return {
    route,
    fcp: entries.fcp,
    // Executed, not only fetched (the one inline script, the theme's, is not counted).
    jsRunBeforePaint: runBeforePaint.reduce((total, run) => total + gzipBytes(new URL(run.path, site).href), 0),
    scriptsRunBeforePaint: runBeforePaint.map((run) => run.path),
    // The first example is shown once it is in the document and the page has painted.
    firstDemo: entries.firstDemo === undefined ? null : Math.max(entries.firstDemo, entries.fcp),
    jsBeforePaint: sum(before, isJs),
    cssBeforePaint: sum(before, isCss),
    jsPageComplete: sum(all, isJs),
    cssPageComplete: sum(all, isCss),
    cls,
    layoutShifts,
  };
}

/** Puts the caret on the first `search` in the demo's active file, selected, the way a person would. */
async function findInEditor(page, search, demo = '#button-demo1') {
  await page.locator(`${demo} .monaco-editor .view-lines`).first().click();
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.insertText(search);
  await page.keyboard.press('Escape');
}

/**
 * Forgets the saved editor state. From another page of the site: leaving a page writes a save still
 * waiting, which would otherwise put back the edit mode just forgotten.
 */
async function forgetEdits(page) {
  await page.goto(`${site}/overview`);
  // Both the workspaces' save and the demos' save of builds before it, so a build of either kind is measured alike.
  await page.evaluate(() => ['aquila-workspaces', 'aquila-editor'].forEach((key) => localStorage.removeItem(key)));
}

/** Opens a page of the site and waits until it is live: a click before it hydrates would go unanswered. */
async function gotoLive(page, route) {
  await page.goto(site + route);
  await page.locator('html[data-app-ready]').waitFor();
}

async function openEditor(page) {
  await gotoLive(page, '/components/button');
  // The live demo loads lazily and grows its box; wait for it so the click lands on Edit.
  await page.locator('#button-demo1').getByRole('button', { name: 'Primary' }).waitFor();
  await page.locator('#button-demo1').getByRole('button', { name: 'Edit' }).click();
  await page.locator('#button-demo1 .playground-preview[data-run-id]:not([data-run-id="0"])').waitFor({ timeout: 60_000 });
  await page.locator('#button-demo1 .monaco-editor').waitFor({ timeout: 60_000 });
  return page.evaluate(() => {
    const marks = { ...window.__benchMarks };
    // Where the time goes: the app's own performance marks, relative to the click.
    marks.phases = Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('aquila:'))
        .reverse() // the first of each mark wins
        .map((mark) => [mark.name.slice(7), Math.round(mark.startTime - marks.editClick)]),
    );
    return marks;
  });
}

/** Types EDITS characters after `search` in the demo's active file, one at a time, each waiting for its preview. */
async function keystrokeTimes(page, demo, search) {
  await findInEditor(page, search, demo);
  await page.keyboard.press('ArrowRight');
  const updates = [];
  const toCompiled = [];
  const inWorker = [];
  for (let edit = 0; edit < EDITS; edit++) {
    const before = await page.evaluate(() => window.__benchMarks.runId);
    await page.keyboard.type(edit % 2 ? 'a' : 'b');
    await page.waitForFunction((previous) => window.__benchMarks.runId !== previous, before);
    const marks = await page.evaluate(() => ({
      ...window.__benchMarks,
      compiled: performance.getEntriesByName('aquila:compiled').at(-1)?.startTime,
      workerTsx: performance.getEntriesByName('aquila:compiled').at(-1)?.detail?.tsx,
    }));
    inWorker.push(marks.workerTsx ?? 0);
    updates.push(marks.lastPreview - marks.lastKey);
    toCompiled.push(marks.compiled - marks.lastKey);
  }
  return {
    editToPreviewMedian: median(updates),
    editToPreviewP95: percentile(updates, 95),
    editToCompiledMedian: median(toCompiled),
    workerTsxMedian: median(inWorker),
  };
}

/** Pastes whole files over the active file (alternating two texts), each time waiting for the preview. */
async function pasteTimes(page, demo, texts, runs = 10) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    await page.evaluate((text) => navigator.clipboard.writeText(text), texts[run % texts.length]);
    await page.locator(`${demo} .monaco-editor .view-lines`).first().click();
    await page.keyboard.press('ControlOrMeta+A');
    const before = await page.evaluate(() => window.__benchMarks.runId);
    await page.keyboard.press('ControlOrMeta+V');
    await page.waitForFunction((previous) => window.__benchMarks.runId !== previous, before);
    times.push(await page.evaluate(() => window.__benchMarks.lastPreview - window.__benchMarks.lastKey));
  }
  return { pasteToPreviewMedian: median(times), pasteToPreviewP95: percentile(times, 95) };
}

/**
 * Input delay of the page (a click's event timestamp → its handler) while a demo floods the console:
 * 200 lines with an object each, every turn of the frame's event loop. Quiet first, for comparison.
 */
async function consoleFlood(browser) {
  const context = await browser.newContext();
  await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(PAGE_PROBES);
  const page = await context.newPage();
  await openEditor(page);
  const demo = page.locator('#button-demo1');
  const clickDelays = async () => {
    await page.evaluate(() => {
      window.__inputDelays = [];
      document
        .querySelector('h1')
        .addEventListener('click', (event) => window.__inputDelays.push(performance.now() - event.timeStamp));
    });
    for (let click = 0; click < 20; click++) {
      await page.locator('h1').click();
      await page.waitForTimeout(100);
    }
    return page.evaluate(() => window.__inputDelays);
  };
  const quiet = await clickDelays();
  const flood = `export default function Demo() {\n  setInterval(() => {\n    for (let i = 0; i < 200; i++) console.log('tick', i, { i, at: Date.now() });\n  }, 0);\n  return <p>Flooding</p>;\n}\n`;
  await page.evaluate((value) => navigator.clipboard.writeText(value), flood);
  await demo.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await demo.frameLocator('iframe').getByText('Flooding').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const flooded = await clickDelays();
  const dropped = await demo
    .locator('.playground-console__dropped')
    .textContent()
    .catch(() => '');
  await context.close();
  return {
    quietMedian: median(quiet),
    quietMax: Math.max(...quiet),
    floodMedian: median(flooded),
    floodP95: percentile(flooded, 95),
    floodMax: Math.max(...flooded),
    dropped: dropped ?? '',
  };
}

/** The playground's workspace as the page saves it (src/workspace/persistence.ts), holding `code` as its App.tsx. */
const savedWorkspace = (code) =>
  JSON.stringify({
    version: 1,
    revision: 1,
    snapshot: { files: { 'App.tsx': code }, origin: { 'App.tsx': code }, active: 'App.tsx', setAside: null },
  });

/** How long 20 animation frames take in the page, in ms (timed in the page). */
const twentyFrames = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0;
        const start = performance.now();
        const next = () => (++frames === 20 ? resolve(performance.now() - start) : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );

/**
 * A click at the theme button's centre → the `theme` attribute of <html> changed, timed in the page from
 * the pointerdown's timestamp (when the browser took the input), so the driver's own delays are not in it.
 */
async function themeClickDelay(page) {
  const box = await page.evaluate(() => {
    const { x, y, width, height } = document.querySelector('button[aria-label="Dark theme"]').getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  await page.evaluate(() => {
    window.__themed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['theme'] });
    });
    document.addEventListener('pointerdown', (event) => (window.__pressed = event.timeStamp), { capture: true, once: true });
  });
  await page.mouse.click(box.x, box.y);
  return page.evaluate(async () => (await window.__themed) - window.__pressed);
}

/**
 * Frames a second and the theme button's click delay on /playground while its App logs 200 lines every
 * turn of the frame's event loop, and quiet for comparison: the console panel must not take the page's
 * frames (goals: ≥ 30 frames a second, a click answered in ≤ 200 ms).
 */
async function consoleFloodFrames(browser, rounds = 5) {
  const quiet = 'export default function App() {\n  return <p>Quiet</p>;\n}\n';
  const flood =
    "let n = 0;\nsetInterval(() => {\n  for (let i = 0; i < 200; i++) console.log('flood', n++);\n}, 0);\nexport default function App() {\n  return <p>Flooding</p>;\n}\n";
  const measure = async (code, text) => {
    const context = await browser.newContext();
    await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
    await context.addInitScript((saved) => localStorage.setItem('aquila-workspace', saved), savedWorkspace(code));
    const page = await context.newPage();
    await gotoLive(page, '/playground');
    await page.frameLocator('.workspace__preview iframe').getByText(text).waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const fps = [];
    const clicks = [];
    for (let round = 0; round < rounds; round++) {
      fps.push((20 / (await twentyFrames(page))) * 1000);
      clicks.push(await themeClickDelay(page));
      await page.waitForTimeout(300);
    }
    await context.close();
    return { fpsMedian: median(fps), fpsMin: Math.min(...fps), clickMedian: median(clicks), clickMax: Math.max(...clicks) };
  };
  return { quiet: await measure(quiet, 'Quiet'), flood: await measure(flood, 'Flooding') };
}

async function editTimes(browser) {
  // Cold: a new profile, nothing cached.
  const coldContext = await browser.newContext();
  await coldContext.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
  await coldContext.addInitScript(PAGE_PROBES);
  const coldPage = await coldContext.newPage();
  const editRequests = [];
  coldPage.on('request', (request) => editRequests.push(request.url()));
  await coldPage.goto(`${site}/components/button`);
  await coldPage.waitForLoadState('networkidle');
  const readCount = editRequests.length;
  const cold = await openEditor(coldPage);
  await coldPage.waitForLoadState('networkidle');
  const added = [...new Set(editRequests.slice(readCount))].filter((url) => url.startsWith(site));
  const editBytes = added.reduce((total, url) => total + gzipBytes(url), 0);

  // Warm: the same profile (HTTP cache filled), a reload each time.
  const warmPreview = [];
  const warmEditor = [];
  const warmPhases = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    await forgetEdits(coldPage);
    const marks = await openEditor(coldPage);
    warmPreview.push(marks.firstPreview - marks.editClick);
    warmEditor.push(marks.editorReady - marks.editClick);
    warmPhases.push(marks.phases);
  }
  // The same on the production builds of React and the library (the Production switch, kept per tab).
  const warmPreviewProduction = [];
  await coldPage.evaluate(() => sessionStorage.setItem('aquila-preview-build', JSON.stringify({ state: { build: 'production' } })));
  for (let run = 0; run < WARM_RUNS; run++) {
    await forgetEdits(coldPage);
    const marks = await openEditor(coldPage);
    warmPreviewProduction.push(marks.firstPreview - marks.editClick);
  }
  await coldPage.evaluate(() => sessionStorage.removeItem('aquila-preview-build'));

  // Edit → updated preview: one keystroke at a time inside a string, waiting for each preview.
  const page = coldPage;
  const demo = page.locator('#button-demo1');
  const oneFile = await keystrokeTimes(page, '#button-demo1', 'Primary');
  // The same on a phone-grade CPU (the editor's TypeScript worker running): Chromium slows the page 4×.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  const slowCpu = await keystrokeTimes(page, '#button-demo1', 'Primary');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The same in a demo of two files: the keystrokes go to the sample component's own file.
  await gotoLive(page, '/components/drawer');
  const drawerDemo = page.locator('#drawer-demo4');
  await drawerDemo.getByRole('button', { name: 'Ada Lovelace' }).waitFor();
  await page.evaluate(() => (window.__benchDemo = '#drawer-demo4'));
  await drawerDemo.getByRole('button', { name: 'Edit' }).click();
  await drawerDemo.locator('.playground-preview[data-run-id]:not([data-run-id="0"])').waitFor({ timeout: 60_000 });
  await drawerDemo.locator('.monaco-editor').waitFor({ timeout: 60_000 });
  await drawerDemo.getByRole('tab', { name: 'contact-details.tsx' }).click();
  const twoFiles = await keystrokeTimes(page, '#drawer-demo4', 'Done');
  await page.evaluate(() => (window.__benchDemo = undefined));
  // Back to the button demo with nothing saved (leaving the drawer page writes its pending edit first).
  await forgetEdits(page);
  await openEditor(page);

  // Share links: a one-word change, a whole rewritten TS file, an SCSS change.
  // The link is made asynchronously: read it once it is the new edit's, not the last one's.
  const shareLength = async () => {
    const field = demo.getByLabel('Link to this version');
    const before = (await field.count()) ? await field.inputValue() : '';
    await demo.getByRole('button', { name: 'Share' }).click();
    for (let wait = 0; wait < 50 && (await field.inputValue()) === before; wait++) await page.waitForTimeout(100);
    return (await field.inputValue()).length;
  };
  await findInEditor(page, 'Primary');
  await page.keyboard.insertText('Save');
  const oneWord = await shareLength();

  await coldContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const rewritten = `import { useState } from 'react';\nimport { Button } from 'aquila-ui/button';\n\nexport default function Counter() {\n  const [count, setCount] = useState(0);\n  const [step, setStep] = useState(1);\n  return (\n    <section>\n      <h2>Counter</h2>\n      <p>The count is {count}, stepping by {step}.</p>\n      <Button onClick={() => setCount((value) => value + step)}>Add {step}</Button>\n      <Button variant="outlined" onClick={() => setStep((value) => value * 2)}>Double the step</Button>\n      <Button variant="text" onClick={() => { setCount(0); setStep(1); }}>Start again</Button>\n    </section>\n  );\n}\n`;
  const paste = await pasteTimes(page, '#button-demo1', [rewritten.replace('Counter', 'Tally'), rewritten]);
  const wholeFile = await shareLength();

  await demo.getByRole('button', { name: 'Reset', exact: true }).click();
  await demo.getByRole('tab', { name: 'SCSS' }).click();
  await findInEditor(page, '12px');
  await page.keyboard.insertText('24px');
  const scssChange = await shareLength();

  await coldContext.close();
  return {
    editModeAddedBytes: editBytes,
    editModeRequests: added.length,
    coldPhases: cold.phases,
    warmPhases,
    coldFirstPreview: cold.firstPreview - cold.editClick,
    coldEditorReady: cold.editorReady - cold.editClick,
    warmFirstPreviewMedian: median(warmPreview),
    warmFirstPreviewProductionMedian: median(warmPreviewProduction),
    warmEditorReadyMedian: median(warmEditor),
    ...oneFile,
    ...paste,
    twoFiles,
    slowCpu,
    shareLinkLength: { oneWord, wholeTsFile: wholeFile, scssChange },
  };
}

async function compilerComparison(browser) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'aquila-bench-'));
  await build({
    configFile: false,
    root: path.join(root, 'tests/bench/harness'),
    base: './',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env': '{}', 'process.platform': '"browser"' },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 10_000 },
  });
  const server = await serveStatic(outDir, HARNESS_PORT);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${HARNESS_PORT}/index.html`);
  await page.waitForFunction(() => window.harnessReady === true);
  const rows = await page.evaluate(() => window.runComparison());
  await page.close();
  server.close();
  const total = (name) => rows.reduce((sum, row) => sum + row[name], 0);
  return {
    rows,
    totals: { esbuild: total('esbuild-wasm'), sucrase: total('sucrase'), babel: total('babel') },
  };
}

/** The ⌘K search: the index's size, whether a page fetches it before use, and keystroke → results in the DOM. */
async function searchTimes(browser) {
  const indexFile = readdirSync(path.join(dist, 'assets')).find((name) => /^search-index-.*\.json$/.test(name));
  const indexGzip = indexFile ? gzipSync(readFileSync(path.join(dist, 'assets', indexFile)), { level: 9 }).length : 0;
  const context = await browser.newContext();
  await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
  const page = await context.newPage();
  const indexRequests = [];
  page.on('request', (request) => request.url().includes('/assets/search-index') && indexRequests.push(request.url()));
  await page.goto(`${site}/components/button`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const fetchedBeforeUse = indexRequests.length > 0;
  // Timed in the page (Playwright's waits poll): from the key to the dialog ready to search, code and index loaded.
  await page.evaluate(() => {
    const probe = (window.__searchOpen = {});
    document.addEventListener('keydown', () => (probe.key ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.site-search__panel[data-results-for]')) return;
      probe.ready = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-results-for'] });
  });
  await page.keyboard.press('Control+k');
  await page.locator('.site-search__panel[data-results-for]').waitFor();
  const openToReady = await page.evaluate(() => window.__searchOpen.ready - window.__searchOpen.key);
  await page.evaluate(() => {
    const probe = (window.__searchProbe = { times: [] });
    const panel = document.querySelector('.site-search__panel');
    const input = panel.querySelector('input');
    document.addEventListener('keydown', () => (probe.key = performance.now()), true);
    new MutationObserver(() => {
      if (probe.key !== undefined && panel.getAttribute('data-results-for') === input.value) {
        probe.times.push(performance.now() - probe.key);
        probe.key = undefined;
      }
    }).observe(panel, { attributes: true, attributeFilter: ['data-results-for'] });
  });
  const queries = ['tooltp', 'ngxsize', 'buttonfillmode', 'corner rounding', 'arrow keys', 'disabled'];
  for (const query of queries) {
    for (const character of query) {
      const count = await page.evaluate(() => window.__searchProbe.times.length);
      await page.keyboard.type(character);
      await page.waitForFunction((previous) => window.__searchProbe.times.length > previous, count);
    }
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
  }
  const times = await page.evaluate(() => window.__searchProbe.times);
  await context.close();
  return {
    indexGzip,
    fetchedBeforeUse,
    openToReady,
    keystrokes: times.length,
    keystrokeMedian: median(times),
    keystrokeP95: percentile(times, 95),
  };
}

/** When the playground page's workspace is usable, from navigation: its editor, and its first preview. */
const WORKSPACE_PROBE = () => {
  const marks = (window.__workspaceMarks = {});
  new MutationObserver(() => {
    if (marks.editorReady === undefined && document.querySelector('.workspace .monaco-editor')) marks.editorReady = performance.now();
    const run = Number(document.querySelector('.workspace__preview')?.getAttribute('data-run-id') ?? 0);
    if (marks.firstPreview === undefined && run > 0) marks.firstPreview = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-run-id'] });
};

/**
 * `/playground` loaded cold (a new profile) and warm (the HTTP cache filled, a reload), each to its
 * first paint, its editor ready and its first compiled preview, from navigation.
 */
async function playgroundTimes(browser) {
  const context = await browser.newContext();
  await context.addInitScript(WORKSPACE_PROBE);
  const page = await context.newPage();
  const load = async () => {
    await page.goto(`${site}/playground`);
    await page.locator('.workspace .monaco-editor').waitFor({ timeout: 60_000 });
    await page.locator('.workspace__preview:not([data-run-id="0"])').waitFor({ timeout: 60_000 });
    return page.evaluate(() => ({
      ...window.__workspaceMarks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
  };
  const cold = await load();
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run++) warm.push(await load());
  await context.close();
  const warmMedian = (key) => median(warm.map((marks) => marks[key]));
  return {
    cold,
    warm: { firstPaint: warmMedian('firstPaint'), editorReady: warmMedian('editorReady'), firstPreview: warmMedian('firstPreview') },
  };
}

/** Two packages as a package CDN serves them, answered on this machine: the bench never reaches the network. */
const STAND_IN_PACKAGES = {
  '/day-words@1.0.0':
    "export default function dayWord(date) { return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getDay()]; }\n",
  '/use-toggle@2.0.0':
    "import { useState } from 'react';\nexport function useToggle(start) {\n  const [on, setOn] = useState(start);\n  return [on, () => setOn((value) => !value)];\n}\n",
};
const PACKAGES_APP = `import dayWord from 'day-words';
import { useToggle } from 'use-toggle';
import { Button } from 'aquila-ui/button';

export default function App() {
  const [on, toggle] = useToggle(false);
  return <Button onClick={toggle}>{dayWord(new Date(0))} Packages {on ? 'on' : 'off'}</Button>;
}
`;

/**
 * Keystroke → preview on /playground in a workspace whose App.tsx imports two packages through its
 * import-map.json (one of them calls a React hook), the package CDN answered on this machine.
 */
async function packageEditTimes(browser) {
  const context = await browser.newContext();
  await context.route('https://api.github.com/**', (route) => route.fulfill({ json: [] }));
  await context.route(
    (url) => url.origin === 'https://esm.sh',
    (route) => {
      const body = STAND_IN_PACKAGES[new URL(route.request().url()).pathname];
      return route.fulfill({
        status: body ? 200 : 404,
        body: body ?? 'Not Found',
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/javascript; charset=utf-8' },
      });
    },
  );
  const map = JSON.stringify(
    { imports: { 'day-words': 'https://esm.sh/day-words@1.0.0', 'use-toggle': 'https://esm.sh/use-toggle@2.0.0' } },
    null,
    2,
  );
  const files = { 'App.tsx': PACKAGES_APP, 'import-map.json': map };
  const saved = JSON.stringify({ version: 1, revision: 1, snapshot: { files, origin: files, active: 'App.tsx', setAside: null } });
  await context.addInitScript((value) => localStorage.setItem('aquila-workspace', value), saved);
  await context.addInitScript(PAGE_PROBES);
  await context.addInitScript(() => (window.__benchDemo = '.workspace'));
  const page = await context.newPage();
  await gotoLive(page, '/playground');
  await page.frameLocator('.workspace__preview iframe').getByText('Thu Packages off').waitFor({ timeout: 60_000 });
  await page.locator('.workspace .monaco-editor').waitFor({ timeout: 60_000 });
  const times = await keystrokeTimes(page, '.workspace', 'Packages');
  await context.close();
  return times;
}

/** Chromium's "Slow 4G" (as Lighthouse sets it): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; and the CPU 4× slower. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SLOW_CPU = 4;
const THROTTLED_RUNS = 3;

/**
 * Notes when the app marks the page answering (`data-app-ready`), when the parts that hydrate on their
 * own have too (`data-app-hydrated`), and the largest paint, from navigation.
 */
const PHONE_PROBE = () => {
  window.__phone = { lcp: 0 };
  new MutationObserver(() => {
    const root = document.documentElement;
    if (window.__phone.ready === undefined && root.hasAttribute('data-app-ready')) window.__phone.ready = performance.now();
    if (window.__phone.whole === undefined && root.hasAttribute('data-app-hydrated')) window.__phone.whole = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready', 'data-app-hydrated'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__phone.lcp = Math.max(window.__phone.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * dist/ as a host serves it to a phone: compressed (a copy of dist/ with a gzip beside each text file,
 * which sirv sends to a client that accepts it), each request over the throttled connection.
 */
function compressedCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'aquila-dist-'));
  cpSync(dist, copy, { recursive: true });
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|js|css|json|svg|xml|txt|map)$/.test(entry.name))
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
    }
  };
  walk(copy);
  return copy;
}

/** One cold load of `route` on the slow phone: first paint, largest paint, the page answering, and CLS. */
async function phoneLoad(browser, origin, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.6,
  });
  await context.route('https://api.github.com/**', (r) => r.fulfill({ json: [] }));
  await context.addInitScript(CLS_PROBE);
  await context.addInitScript(PHONE_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  await page.goto(origin + route, { timeout: 120_000 });
  await page.locator('html[data-app-ready]').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // A build from before the page's parts hydrated on their own never marks it: its figure is left out.
  await page
    .locator('html[data-app-hydrated]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => {});
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__phone.lcp,
    ready: window.__phone.ready ?? null,
    whole: window.__phone.whole ?? null,
    cls: window.__cls.value,
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
    // Each is a request over the phone's connection (six at a time to one host) before the page answers.
    scriptsBeforeAnswering: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.startTime < window.__phone.ready).length,
  }));
  await context.close();
  return figures;
}

/** Every route on the slow phone, the median of THROTTLED_RUNS cold loads each. */
async function phoneTimes(browser) {
  const copy = compressedCopy();
  const server = await serveStatic(copy, SITE_PORT + 10, { gzip: true });
  const origin = `http://127.0.0.1:${SITE_PORT + 10}`;
  try {
    const rows = [];
    for (const route of everyRoute()) {
      const loads = [];
      for (let run = 0; run < THROTTLED_RUNS; run++) loads.push(await phoneLoad(browser, origin, route));
      const middle = (key) => median(loads.map((load) => load[key]));
      rows.push({
        route,
        fcp: middle('fcp'),
        lcp: middle('lcp'),
        ready: middle('ready'),
        whole: loads.some((load) => load.whole === null) ? null : middle('whole'),
        cls: Math.max(...loads.map((load) => load.cls)),
        stylesheets: loads[0].stylesheets,
        scripts: middle('scriptsBeforeAnswering'),
      });
    }
    return rows;
  } finally {
    server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The slow phone's table: a row a page, then the worst of each figure against its goal. */
function phoneLines(rows) {
  const lines = [
    `Slow 4G + ${SLOW_CPU}× CPU, median of ${THROTTLED_RUNS} cold loads (ms)   first   largest  answering  all       CLS    stylesheets  scripts before`,
    '                                          paint   paint               hydrated                          answering',
  ];
  for (const row of rows) {
    lines.push(
      `  ${row.route.padEnd(40)} ${String(ms(row.fcp)).padStart(5)} ${String(ms(row.lcp)).padStart(8)} ${String(ms(row.ready)).padStart(10)}  ${(row.whole === null ? '—' : String(ms(row.whole))).padStart(8)}  ${row.cls.toFixed(3)}  ${String(row.stylesheets).padStart(11)}  ${String(row.scripts).padStart(14)}`,
    );
  }
  const worst = (key) => rows.reduce((top, row) => (row[key] > top[key] ? row : top));
  const [fcp, lcp, ready, scripts] = [worst('fcp'), worst('lcp'), worst('ready'), worst('scripts')];
  lines.push(
    `  worst: first paint ${ms(fcp.fcp)} ms (${fcp.route}; goal ≤ 1000), largest paint ${ms(lcp.lcp)} ms (${lcp.route}; goal ≤ 1200), answering ${ms(ready.ready)} ms (${ready.route}; goal ≤ 2000), CLS ${worst('cls').cls.toFixed(3)}`,
    `         script requests before answering ${scripts.scripts} (${scripts.route}; goal ≤ 25)`,
  );
  return lines;
}

/** Every page the build rendered, as its sitemap lists them. */
/** Every page of the sitemap; `--routes /overview,/components/table` measures just those. */
function everyRoute() {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => new URL(address).pathname);
  const only = process.argv[process.argv.indexOf('--routes') + 1];
  return process.argv.includes('--routes') && only ? routes.filter((route) => only.split(',').includes(route)) : routes;
}

/** The read-mode table, a row a page, and the worst and middle figures over every page. */
function readModeLines(readMode) {
  const lines = [
    'Cold load, read mode                   first   JS run    JS before  CSS before  JS page   CSS page   first    CLS',
    '  (ms; gzip KB)                        paint   before it paint      paint       complete  complete   example',
  ];
  for (const row of readMode) {
    lines.push(
      `  ${row.route.padEnd(36)} ${String(ms(row.fcp)).padStart(5)} ${String(kb(row.jsRunBeforePaint)).padStart(9)} ${String(kb(row.jsBeforePaint)).padStart(10)} ${String(kb(row.cssBeforePaint)).padStart(11)} ${String(kb(row.jsPageComplete)).padStart(9)} ${String(kb(row.cssPageComplete)).padStart(9)} ${(row.firstDemo === null ? '—' : String(ms(row.firstDemo))).padStart(8)}  ${row.cls.toFixed(3)}`,
    );
  }
  const worst = (key) => readMode.reduce((top, row) => (row[key] > top[key] ? row : top));
  const middle = (key) => median(readMode.filter((row) => row[key] !== null).map((row) => row[key]));
  const jsRun = worst('jsRunBeforePaint');
  const cls = worst('cls');
  lines.push(
    `  every page (${readMode.length})                      JS run before first paint at most ${kb(jsRun.jsRunBeforePaint)} KB (${jsRun.route}: ${jsRun.scriptsRunBeforePaint.map((file) => path.basename(file)).join(', ') || 'none'}; goal 0); CLS at most ${cls.cls.toFixed(3)} (${cls.route}; goal ≤ 0.02)`,
    `                                       median first paint ${ms(middle('fcp'))} ms, first example ${ms(middle('firstDemo'))} ms, JS page complete ${kb(middle('jsPageComplete'))} KB`,
  );
  return lines;
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const server = await serveStatic(dist, SITE_PORT);
  const browser = await launch();
  try {
    if (process.argv.includes('--edit-only')) {
      const edit = await editTimes(browser);
      const flood = await consoleFlood(browser);
      const floodFrames = await consoleFloodFrames(browser);
      const playground = await playgroundTimes(browser);
      const packages = await packageEditTimes(browser);
      console.log(JSON.stringify({ edit: { ...edit, warmPhases: undefined }, flood, floodFrames, playground, packages }, null, 2));
      return;
    }
    if (process.argv.includes('--packages-only')) {
      console.log(JSON.stringify(await packageEditTimes(browser), null, 2));
      return;
    }
    if (process.argv.includes('--phone-only')) {
      console.log(`\n${phoneLines(await phoneTimes(browser)).join('\n')}\n`);
      return;
    }
    const readMode = [];
    for (const route of everyRoute()) readMode.push(await readModeBytes(browser, route));
    if (process.argv.includes('--read-mode-only')) {
      console.log(`\n${readModeLines(readMode).join('\n')}\n`);
      return;
    }
    const edit = await editTimes(browser);
    const flood = await consoleFlood(browser);
    const floodFrames = await consoleFloodFrames(browser);
    const compilers = await compilerComparison(browser);
    const search = await searchTimes(browser);
    const playground = await playgroundTimes(browser);
    const packages = await packageEditTimes(browser);
    const phone = await phoneTimes(browser);
    const results = {
      date: new Date().toISOString(),
      readMode,
      edit,
      flood,
      floodFrames,
      compilers,
      search,
      playground,
      packages,
      phone,
    };
    writeFileSync(path.join(root, 'bench-results.json'), JSON.stringify(results, null, 2));

    const lines = readModeLines(readMode);
    lines.push(`Edit mode adds                           ${kb(edit.editModeAddedBytes)} KB gzip in ${edit.editModeRequests} requests`);
    lines.push(
      `Edit → editor ready                      cold ${ms(edit.coldEditorReady)} ms, warm median ${ms(edit.warmEditorReadyMedian)} ms (goal ≤ 600)`,
    );
    lines.push(
      `Edit → first compiled preview            cold ${ms(edit.coldFirstPreview)} ms (goal ≤ 3000), warm median ${ms(edit.warmFirstPreviewMedian)} ms (goal ≤ 800); on the production builds warm median ${ms(edit.warmFirstPreviewProductionMedian)} ms`,
    );
    lines.push(
      `  phases after the click (ms)            cold ${JSON.stringify(edit.coldPhases)}; warm ${JSON.stringify(edit.warmPhases[0])}`,
    );
    lines.push(
      `Edit → updated preview (${EDITS} edits)        median ${ms(edit.editToPreviewMedian)} ms (goal ≤ 30), p95 ${ms(edit.editToPreviewP95)} ms (goal ≤ 60); of which keystroke → compiled ${ms(edit.editToCompiledMedian)} ms (TS compile in the worker ${ms(edit.workerTsxMedian)} ms)`,
    );
    lines.push(
      `  with the CPU slowed ${SLOW_CPU}×                median ${ms(edit.slowCpu.editToPreviewMedian)} ms (goal ≤ 60), p95 ${ms(edit.slowCpu.editToPreviewP95)} ms (goal ≤ 120); of which keystroke → compiled ${ms(edit.slowCpu.editToCompiledMedian)} ms`,
    );
    const two = edit.twoFiles;
    lines.push(
      `  in a two-file demo (drawer-demo4)      median ${ms(two.editToPreviewMedian)} ms (goal ≤ 50), p95 ${ms(two.editToPreviewP95)} ms; of which keystroke → compiled ${ms(two.editToCompiledMedian)} ms (TS compile in the worker ${ms(two.workerTsxMedian)} ms)`,
    );
    lines.push(
      `Whole-file paste → updated preview       median ${ms(edit.pasteToPreviewMedian)} ms (goal ≤ 50), p95 ${ms(edit.pasteToPreviewP95)} ms`,
    );
    lines.push(
      `Share link length                        one word ${edit.shareLinkLength.oneWord}, whole TS file ${edit.shareLinkLength.wholeTsFile}, SCSS change ${edit.shareLinkLength.scssChange} characters`,
    );
    lines.push(
      `Input delay, page clicks (20)            quiet median ${flood.quietMedian.toFixed(1)} ms, max ${flood.quietMax.toFixed(1)} ms; while the demo logs 200 lines a turn median ${flood.floodMedian.toFixed(1)} ms, p95 ${flood.floodP95.toFixed(1)} ms, max ${flood.floodMax.toFixed(1)} ms (${flood.dropped || 'nothing dropped'})`,
    );
    lines.push(
      `Console flood, /playground (200 lines a turn) ${floodFrames.flood.fpsMedian.toFixed(1)} frames a second median, lowest ${floodFrames.flood.fpsMin.toFixed(1)} (goal ≥ 30; quiet ${floodFrames.quiet.fpsMedian.toFixed(1)}); theme click → theme median ${ms(floodFrames.flood.clickMedian)} ms, max ${ms(floodFrames.flood.clickMax)} ms (goal ≤ 200; quiet median ${ms(floodFrames.quiet.clickMedian)} ms)`,
    );
    const { esbuild, sucrase, babel } = compilers.totals;
    lines.push(
      `Transpile all ${compilers.rows.length} demos (median per file, summed) esbuild-wasm ${esbuild.toFixed(1)} ms, sucrase ${sucrase.toFixed(1)} ms (${(sucrase / esbuild).toFixed(2)}×), Babel ${babel.toFixed(1)} ms (${(babel / esbuild).toFixed(2)}×)`,
    );
    lines.push(
      `⌘K search                                index ${kb(search.indexGzip)} KB gzip, fetched before first use: ${search.fetchedBeforeUse ? 'yes' : 'no'}; open → ready ${ms(search.openToReady)} ms; keystroke → results median ${search.keystrokeMedian.toFixed(1)} ms (goal ≤ 16), p95 ${search.keystrokeP95.toFixed(1)} ms (${search.keystrokes} keystrokes)`,
    );
    const { cold, warm } = playground;
    lines.push(
      `/playground (from navigation)            cold: first paint ${ms(cold.firstPaint)} ms, editor ready ${ms(cold.editorReady)} ms, first preview ${ms(cold.firstPreview)} ms; warm median: ${ms(warm.firstPaint)}, ${ms(warm.editorReady)}, ${ms(warm.firstPreview)} ms`,
    );
    lines.push(
      `  two packages imported (${EDITS} edits)     keystroke → preview median ${ms(packages.editToPreviewMedian)} ms, p95 ${ms(packages.editToPreviewP95)} ms; of which keystroke → compiled ${ms(packages.editToCompiledMedian)} ms (the package CDN answered on this machine)`,
    );
    lines.push(...phoneLines(phone));
    console.log(`\n${lines.join('\n')}\n\nWritten to bench-results.json`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
