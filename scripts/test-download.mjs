// Proves edit mode's Download the way a person meets it: in the built site (dist/), opens the first
// button demo, edits its text, presses Download and keeps the zip the browser saves; unpacks it,
// installs the packed library and the project's other dependencies (from this repository's
// node_modules, offline), runs the project's own `npm run build`, and opens the result in headless
// Chromium. It also checks that the editor's declarations of the library are the package's own.
// Exits non-zero on any failure. Needs `npm run build` first; builds the package when dist-lib/ is
// missing or older than its sources (`npm run test:package` has just built it).
// The page.evaluate callbacks below run in the browser.
/* global document, getComputedStyle */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { serveStatic } from './serve-static.mjs';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(process.env.DOWNLOAD_DIST ?? path.join(ROOT, 'dist'));
const LIB = path.join(ROOT, 'dist-lib');
const SITE_PORT = Number(process.env.DOWNLOAD_PORT ?? 4597);
const APP_PORT = SITE_PORT + 1;
const DEMO = 'button-demo1';
const EDITED = 'Downloaded edit';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
/** Each step's time, reported at the end. */
const timings = [];
const step = (text) => {
  timings.push({ text, started: performance.now() });
  console.log(`\n▸ ${text}`);
};
function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST} holds no site: run npm run build first`);
const work = mkdtempSync(path.join(os.tmpdir(), 'aquila-download-'));

// 1. The package: the one test-package built, unless its sources changed since.
step('the packed library');
const newest = Math.max(
  ...[...walk(path.join(ROOT, 'library')), 'scripts/build-lib.mjs', 'scripts/lib-declarations.mjs', 'tsconfig.lib.json'].map(
    (file) => statSync(path.resolve(ROOT, file)).mtimeMs,
  ),
);
const manifestFile = path.join(LIB, 'package.json');
if (!existsSync(manifestFile) || statSync(manifestFile).mtimeMs < newest) {
  console.log('  dist-lib/ is missing or older than library/: npm run build:lib');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-lib.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
const packed = JSON.parse(run(npm, ['pack', LIB, '--json', '--pack-destination', work], ROOT))[0];
const tarball = path.join(work, packed.filename);
const library = JSON.parse(readFileSync(manifestFile, 'utf8'));
check(existsSync(tarball), `packed ${packed.filename}`);

// 2. What the editor knows of the library is what the package ships: the site's bundle of the
// editor's declarations holds every .d.ts of dist-lib/, and nothing else of aquila-ui's.
step("the editor's declarations are the package's");
const assets = path.join(DIST, 'assets');
const typesChunk = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .find((file) => readFileSync(path.join(assets, file), 'utf8').includes('file:///node_modules/aquila-ui/index.d.ts'));
check(typesChunk !== undefined, `the site bundles the editor's declarations (${typesChunk})`);
const { default: editorTypes } = await import(pathToFileURL(path.join(assets, typesChunk)).href);
const PREFIX = 'file:///node_modules/aquila-ui/';
const editorDeclarations = Object.keys(editorTypes)
  .filter((key) => key.startsWith(PREFIX) && key.endsWith('.d.ts'))
  .map((key) => key.slice(PREFIX.length))
  .sort();
const packageDeclarations = walk(LIB)
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => path.relative(LIB, file).split(path.sep).join('/'))
  .sort();
check(
  JSON.stringify(editorDeclarations) === JSON.stringify(packageDeclarations),
  `the editor has the package's ${packageDeclarations.length} declaration files, at the same paths`,
);
const differing = packageDeclarations.filter((file) => editorTypes[`${PREFIX}${file}`] !== readFileSync(path.join(LIB, file), 'utf8'));
check(differing.length === 0, `each is the package's byte for byte${differing.length ? ` (not: ${differing.join(', ')})` : ''}`);
check(
  /@default 'medium'/.test(editorTypes[`${PREFIX}button/Button.d.ts`]) &&
    editorTypes[`${PREFIX}button/index.d.ts`].includes("from './Button.js'"),
  'button/Button.d.ts keeps its JSDoc, and button/index.d.ts imports it as the package does',
);

// 3. The download, as the browser saves it.
step(`in the built site: Edit ${DEMO}, change its text, Download`);
const site = await serveStatic(DIST, SITE_PORT);
const browser = await chromium.launch({ executablePath: systemChromium, args: ['--disable-gpu'] });
const zipFile = path.join(work, `${DEMO}.zip`);
try {
  const page = await browser.newPage({ acceptDownloads: true });
  // Edit mode's first load parses megabytes of editor and compiler: room for a slow machine.
  page.setDefaultTimeout(60_000);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/components/button`);
  // The page arrives rendered: its buttons are drawn before its script runs, and a press before the
  // page has hydrated goes unanswered. Wait for the app, as the browser tests do.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const demo = page.locator(`#${DEMO}`);
  await demo.getByRole('button', { name: 'Primary' }).waitFor();
  await demo.getByRole('button', { name: 'Edit' }).click();
  const lines = demo.locator('.monaco-editor .view-lines').first();
  await lines.getByText('Primary').waitFor();
  await lines.click();
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.insertText('Primary');
  await page.keyboard.press('Escape');
  await page.keyboard.insertText(EDITED);
  await demo.locator('iframe').first().contentFrame().getByRole('button', { name: EDITED }).waitFor();
  check(true, 'the preview shows the edit');
  const [download] = await Promise.all([page.waitForEvent('download'), demo.getByRole('button', { name: 'Download' }).click()]);
  await download.saveAs(zipFile);
  check(download.suggestedFilename() === `${DEMO}.zip`, `the browser saves ${download.suggestedFilename()}`);
} finally {
  await browser.close();
  site.close();
}

// 4. Unpack it.
step('unpack the project');
const unpacked = unzipSync(readFileSync(zipFile));
for (const [name, bytes] of Object.entries(unpacked)) {
  mkdirSync(path.join(work, path.dirname(name)), { recursive: true });
  writeFileSync(path.join(work, name), bytes);
}
const app = path.join(work, DEMO);
const names = Object.keys(unpacked).map((name) => name.slice(DEMO.length + 1));
check(
  Object.keys(unpacked).every((name) => name.startsWith(`${DEMO}/`)),
  `the zip holds one folder, ${DEMO}/: ${names.sort().join(', ')}`,
);
check(strFromU8(unpacked[`${DEMO}/src/${DEMO}.tsx`]).includes(EDITED), `src/${DEMO}.tsx is the edited file`);
const readme = strFromU8(unpacked[`${DEMO}/README.md`]);
check(readme.includes('npm install && npm run dev') && readme.includes('npm run build'), 'its README gives the two commands');

// 5. Install: the tarball, and every other package from this repository's node_modules (no registry).
step('install the packed library and the dependencies, offline');
const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
const localVersion = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
const asked = { ...manifest.dependencies, ...manifest.devDependencies };
const unmet = Object.entries(asked).filter(
  ([name, range]) => !semver.satisfies(name === 'aquila-ui' ? library.version : localVersion(name), range),
);
check(unmet.length === 0, `the versions it asks for are the ones here${unmet.length ? ` (not: ${unmet.join('; ')})` : ''}`);
const local = (name) => `file:${path.join(ROOT, 'node_modules', name)}`;
const localized = (dependencies) =>
  Object.fromEntries(Object.keys(dependencies).map((name) => [name, name === 'aquila-ui' ? `file:${tarball}` : local(name)]));
// The library's own dependencies are linked too, so that the tarball's needs are met without a registry.
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify({
    ...manifest,
    dependencies: { ...localized(library.dependencies ?? {}), ...localized(manifest.dependencies) },
    devDependencies: localized(manifest.devDependencies),
  }),
);
// No lifecycle scripts: the linked folders are installed packages, not sources to prepare.
run(npm, ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], app);
writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
check(existsSync(path.join(app, 'node_modules/aquila-ui/package.json')), 'npm install --offline put aquila-ui in node_modules');

// 6. Build it with its own script, and look at it.
step('npm run build (tsc, then vite build)');
const buildOutput = run(npm, ['run', 'build'], app);
check(existsSync(path.join(app, 'dist/index.html')), 'the project type-checks and builds');
const warnings = buildOutput.split('\n').filter((line) => /warn|\(!\)/i.test(line));
check(warnings.length === 0, `with no warning${warnings.length ? `: ${warnings.join(' / ')}` : ''}`);

step('open the built project in Chromium');
const server = await serveStatic(path.join(app, 'dist'), APP_PORT);
const viewer = await chromium.launch({ executablePath: systemChromium, args: ['--disable-gpu'] });
try {
  const page = await viewer.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://127.0.0.1:${APP_PORT}/`);
  const button = page.getByRole('button', { name: EDITED });
  await button.waitFor();
  check(true, `the edited button "${EDITED}" shows`);
  const styles = await button.evaluate((element) => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--aq-color-primary').trim(),
    buttonClass: element.className,
    layout: getComputedStyle(element.closest(`.button-demo1`)).display,
    cursor: getComputedStyle(element).cursor,
  }));
  check(styles.primary !== '', `the theme's tokens are there (--aq-color-primary: ${styles.primary})`);
  check(styles.layout === 'flex', "the demo's own stylesheet is compiled and applied");
  check(styles.cursor === 'pointer', `the button has the library's stylesheet (${styles.buttonClass})`);
  await button.click();
  check(await page.getByText('Clicked 1 time', { exact: true }).isVisible(), 'it runs: a click is counted');
  check(errors.length === 0, `no errors in the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
} finally {
  await viewer.close();
  server.close();
}

rmSync(work, { recursive: true, force: true });
const ended = performance.now();
console.log('\ntimes:');
timings.forEach(({ text, started: from }, index) =>
  console.log(`  ${(((timings[index + 1]?.started ?? ended) - from) / 1000).toFixed(1).padStart(5)} s  ${text}`),
);
console.log(`\ndownload test passed in ${seconds(started)} s`);
