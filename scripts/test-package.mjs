// Long on purpose: one script that reads top to bottom as the steps a user takes with the package.
// Proves the package the way a user meets it: builds and packs it, installs the tarball into a fresh
// Vite + React + TypeScript app outside the repository, type-checks that app (and checks that a wrong
// prop fails), builds it, looks at it in headless Chromium in both themes and under AquilaProvider (a
// theme, two locales, right to left), checks that a development build shows the library's warnings and a
// production build drops them, and measures what Button alone and the whole library cost the app. Exits
// non-zero on any failure.
// The page.evaluate callbacks below run in the browser.
/* global document, getComputedStyle */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { serveStatic } from './serve-static.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = require.resolve('typescript/bin/tsc');
const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const step = (text) => console.log(`\n▸ ${text}`);
function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}
const run = (command, args, cwd, options = {}) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

// 1. Build and pack.
step('build and pack the library');
run(process.execPath, [path.join(ROOT, 'scripts/build-lib.mjs')], ROOT, { stdio: 'inherit' });
const work = mkdtempSync(path.join(os.tmpdir(), 'aquila-package-'));
const packed = JSON.parse(run(npm, ['pack', path.join(ROOT, 'dist-lib'), '--json', '--pack-destination', work], ROOT))[0];
const tarball = path.join(work, packed.filename);
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist-lib/package.json'), 'utf8'));
const entryCount = Object.keys(manifest.exports).filter((key) => key !== './package.json').length;
check(existsSync(tarball), `packed ${packed.filename}: ${packed.size} bytes, ${packed.entryCount} files, ${entryCount} entries`);

// The package's shape, by the tools the ecosystem checks packages with: publint (package.json, exports and
// the files they name) and Are the Types Wrong? (each entry's types resolve, for bundlers and for Node's ESM
// loader; the package is ESM only, and its two stylesheet entries have no types).
const { messages } = await publint({ pkgDir: path.join(ROOT, 'dist-lib'), strict: true });
check(
  messages.length === 0,
  messages.length === 0
    ? 'publint finds no error, warning or suggestion'
    : `publint: ${messages.map((message) => formatMessage(message, manifest)).join('; ')}`,
);
const attw = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
    tarball,
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './theme',
    './styles.css',
  ],
  { encoding: 'utf8' },
);
check(
  attw.status === 0,
  attw.status === 0 ? 'Are the Types Wrong? finds no problem in any entry' : `attw:\n${attw.stdout}${attw.stderr}`,
);

// The modules built from .tsx sources are the components and their hooks.
const clientModules = packed.files
  .map((file) => file.path)
  .filter((file) => file.endsWith('.js') && existsSync(path.join(ROOT, 'library', file.replace(/\.js$/, '.tsx'))));
check(
  clientModules.every((file) => readFileSync(path.join(ROOT, 'dist-lib', file), 'utf8').startsWith("'use client';")),
  `${clientModules.length} component modules start with 'use client'`,
);
// Development warnings are guarded by the plain `process.env.NODE_ENV` check bundlers replace; a `typeof
// process` guard (which bundlers leave, and a browser reads as 'undefined') would silence them everywhere.
const builtModules = packed.files.map((file) => file.path).filter((file) => file.endsWith('.js'));
const builtText = (file) => readFileSync(path.join(ROOT, 'dist-lib', file), 'utf8');
check(
  builtModules.every((file) => !/typeof process|import\.meta\.env/.test(builtText(file))) &&
    builtModules.some((file) => builtText(file).includes("process.env.NODE_ENV !== 'production'")),
  "development warnings are guarded by plain process.env.NODE_ENV !== 'production' (no typeof process, no import.meta.env)",
);

// 2. A fresh app outside the repository; React, its types, Vite and TypeScript come from the repo's
// own installed packages, so nothing but the package's own dependencies is fetched.
step('install the tarball into a fresh app');
const app = path.join(work, 'app');
mkdirSync(path.join(app, 'src'), { recursive: true });
const local = (name) => `file:${path.join(ROOT, 'node_modules', name)}`;
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'aquila-consumer',
      private: true,
      type: 'module',
      dependencies: { react: local('react'), 'react-dom': local('react-dom') },
      devDependencies: { '@types/react': local('@types/react'), '@types/react-dom': local('@types/react-dom') },
    },
    null,
    2,
  ),
);
writeFileSync(
  path.join(app, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
);
run(npm, ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], app);
check(existsSync(path.join(app, 'node_modules/aquila-ui/package.json')), 'npm install <tarball> put aquila-ui in node_modules');

// No icon to fetch: the browser's request for /favicon.ico would be a 404 in the console.
const page = (script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Consumer</title><link rel="icon" href="data:," /></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;
const files = {
  'src/App.tsx': `import { useState } from 'react';
import 'aquila-ui/theme';
import { Button } from 'aquila-ui/button';
import { Checkbox } from 'aquila-ui/checkbox';
import { Badge } from 'aquila-ui/badge';
import { Tooltip } from 'aquila-ui/tooltip';
import { Progress } from 'aquila-ui/progress';
import { Avatar } from 'aquila-ui/avatar';
import { Divider } from 'aquila-ui/divider';
import { Rate } from 'aquila-ui/rate';
import { Row, Col } from 'aquila-ui/grid';
import { Carousel, CarouselItem } from 'aquila-ui/carousel';
import { Switch } from 'aquila-ui/switch';
import { Tag } from 'aquila-ui/tags';
import { Dialog } from 'aquila-ui/dialog';
import { Drawer } from 'aquila-ui/drawer';
import { Tabs, Tab } from 'aquila-ui/tabs';

// 1.0's names, as the API conventions guide states them.
export function App() {
  const [count, setCount] = useState(3);
  const [agreed, setAgreed] = useState(false);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('details');
  return (
    <main>
      <Badge content={count} max={99} color="#FF4D4F">
        <Tooltip content="Adds one" placement="bottom">
          <Button variant="filled" size="medium" radius="full" onClick={() => setCount((value) => value + 1)}>Add</Button>
        </Tooltip>
      </Badge>
      <Checkbox checked={agreed} onCheckedChange={setAgreed} size="large" color="teal">I agree</Checkbox>
      <Switch defaultChecked onCheckedChange={() => {}} size="small">Sync</Switch>
      <Tag mode="checkable" defaultChecked onCheckedChange={() => {}} color="teal">Filter</Tag>
      <Progress value={40} size="small" />
      <Avatar src="" name="Ada Lovelace" size="large" />
      <Divider color="#888" />
      <Rate defaultValue={3} allowClear color="gold" />
      <Row gutter={8} justify="center" align="middle"><Col span={12}>Half</Col></Row>
      <Carousel autoPlay={false}><CarouselItem>One</CarouselItem></Carousel>
      <Dialog open={open} onOpenChange={setOpen} heading="Hello">Hi</Dialog>
      <Drawer defaultOpen={false} onOpenChange={() => {}} heading="Menu">Links</Drawer>
      <Tabs value={tab} onValueChange={(next) => setTab(String(next))}>
        <Tab value="details" label="Details">Details</Tab>
        <Tab value="reviews" label="Reviews">Reviews</Tab>
      </Tabs>
    </main>
  );
}
`,
  'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
`,
  'src/bare.tsx': `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>Hello</p>);
`,
  'src/button-only.tsx': `import { createRoot } from 'react-dom/client';
import { Button } from 'aquila-ui/button';

createRoot(document.getElementById('root')!).render(<Button>Hello</Button>);
`,
  'src/everything.tsx': `import { createRoot } from 'react-dom/client';
import * as Aquila from 'aquila-ui';

createRoot(document.getElementById('root')!).render(<p>{Object.keys(Aquila).length} exports</p>);
`,
  'src/warning.tsx': `import { createRoot } from 'react-dom/client';
import { ExpansionPanel } from 'aquila-ui/expansion';

// \`expanded\` without \`onExpandedChange\` is read-only: a development build says so in the console.
createRoot(document.getElementById('root')!).render(
  <ExpansionPanel label="Shipping" expanded>
    Two days
  </ExpansionPanel>,
);
`,
  // The provider as an app meets it: a theme on one subtree, a locale and its catalogue, another locale's
  // numbers, and a subtree read right to left.
  'src/provider.tsx': `import { createRoot } from 'react-dom/client';
import 'aquila-ui/theme';
import { AquilaProvider } from 'aquila-ui/provider';
import { fr } from 'aquila-ui/locales/fr';
import { Button } from 'aquila-ui/button';
import { RangeDatepicker } from 'aquila-ui/datepicker';
import { Paginator } from 'aquila-ui/paginator';
import { Tabs, Tab } from 'aquila-ui/tabs';

createRoot(document.getElementById('root')!).render(
  <>
    <AquilaProvider theme={{ primaryColor: '#d32029' }}>
      <Button variant="filled">Themed</Button>
    </AquilaProvider>
    <Button variant="filled">Plain</Button>
    <AquilaProvider locale="fr" messages={fr}>
      <RangeDatepicker />
    </AquilaProvider>
    <AquilaProvider locale="de">
      <Paginator length={12345} pageSize={1000} defaultPageIndex={1} />
    </AquilaProvider>
    <AquilaProvider dir="rtl">
      <Tabs defaultValue="one">
        <Tab value="one" label="One">First</Tab>
        <Tab value="two" label="Two">Second</Tab>
      </Tabs>
    </AquilaProvider>
  </>,
);
`,
  'index.html': page('/src/main.tsx'),
  'provider.html': page('/src/provider.tsx'),
  'warning.html': page('/src/warning.tsx'),
  'bare.html': page('/src/bare.tsx'),
  'button-only.html': page('/src/button-only.tsx'),
  'everything.html': page('/src/everything.tsx'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(app, name), text);

// 3. Types: the app type-checks in strict mode, and a wrong prop does not.
step('type-check the app');
run(process.execPath, [tsc, '-p', app], app);
check(true, 'strict type-check passes with 1.0’s names on fifteen components');
// 0.x's names, one a line: each must be a type error of its own line.
const ZERO_X_LINES = [
  `<Button buttonSize="large">x</Button>`,
  `<Button buttonFillMode="outlined">x</Button>`,
  `<Button ngxColor="teal">x</Button>`,
  `<Button size="huge">x</Button>`,
  `<Badge ngxBadge={3}>x</Badge>`,
  `<Tooltip tooltipText="x">x</Tooltip>`,
  `<Progress ngxPercent={3} />`,
  `<Checkbox onChecked={() => {}}>x</Checkbox>`,
  `<Checkbox ngxSize="default">x</Checkbox>`,
  `<Divider colour="#888" />`,
  `<Dialog visible onVisibleChange={() => {}}>x</Dialog>`,
  `<Tabs ngxSelectedIndex={0}><Tab label="x">x</Tab></Tabs>`,
];
writeFileSync(
  path.join(app, 'src/wrong.tsx'),
  [
    `import { Button } from 'aquila-ui/button';`,
    `import { Badge } from 'aquila-ui/badge';`,
    `import { Tooltip } from 'aquila-ui/tooltip';`,
    `import { Progress } from 'aquila-ui/progress';`,
    `import { Checkbox } from 'aquila-ui/checkbox';`,
    `import { Divider } from 'aquila-ui/divider';`,
    `import { Dialog } from 'aquila-ui/dialog';`,
    `import { Tabs, Tab } from 'aquila-ui/tabs';`,
    '',
    ...ZERO_X_LINES.map((line, index) => `export const Wrong${index} = () => ${line};`),
    '',
  ].join('\n'),
);
let wrongOutput = '';
try {
  run(process.execPath, [tsc, '-p', app], app);
} catch (error) {
  wrongOutput = `${error.stdout}${error.stderr}`;
}
const IMPORT_LINES = 9;
const failedLines = new Set([...wrongOutput.matchAll(/wrong\.tsx\((\d+),/g)].map((match) => Number(match[1]) - IMPORT_LINES - 1));
const passedZeroX = ZERO_X_LINES.filter((_, index) => !failedLines.has(index));
check(
  passedZeroX.length === 0,
  `0.x's names and a size off the scale are type errors${passedZeroX.length ? `; these passed: ${passedZeroX.join(' ')}` : ''}`,
);
rmSync(path.join(app, 'src/wrong.tsx'));
const buttonDeclaration = readFileSync(path.join(app, 'node_modules/aquila-ui/button/Button.d.ts'), 'utf8');
check(/@default 'medium'/.test(buttonDeclaration), 'declarations keep the props’ JSDoc and defaults');

/**
 * Serves a built app, opens one of its pages in Chromium and hands the page to `use`, with what it logs
 * (console messages by type, uncaught errors as 'pageerror'); closes both after, whatever happens.
 */
async function withBuiltPage(outDir, port, pagePath, use) {
  const server = await serveStatic(outDir, port);
  const browser = await chromium.launch({ executablePath: systemChromium, args: ['--disable-gpu'] });
  try {
    const tab = await browser.newPage();
    const messages = [];
    tab.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    tab.on('pageerror', (error) => messages.push({ type: 'pageerror', text: error.message }));
    await tab.goto(`http://127.0.0.1:${port}${pagePath}`);
    return await use(tab, messages);
  } finally {
    await browser.close();
    server.close();
  }
}
const errorsIn = (messages) =>
  messages.filter((message) => message.type === 'error' || message.type === 'pageerror').map((message) => message.text);

// 4. Build with Vite and look at it in a browser.
step('build the app with Vite and open it in Chromium');
// mode 'development' builds as `NODE_ENV=development vite build --mode development` does: React's and the
// library's development code stay in. (Vite sets NODE_ENV for the whole process on its first build, so it is
// set here for each build.)
const buildPage = async (html, mode = 'production') => {
  const outDir = path.join(work, 'out', `${path.basename(html, '.html')}-${mode}`);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      mode,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(app, html) } },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
};
const appOut = await buildPage('index.html');
await withBuiltPage(appOut, 4599, '/', async (tab, messages) => {
  const button = tab.getByRole('button', { name: 'Add' });
  await button.waitFor();
  const colours = {};
  for (const theme of ['light', 'dark']) {
    await tab.evaluate((name) => document.documentElement.setAttribute('theme', name), theme);
    // The button eases its colour over a short transition; wait until it has settled on the theme's.
    for (let attempt = 0; attempt < 40; attempt++) {
      colours[theme] = await button.evaluate((element) => {
        const primary = getComputedStyle(document.documentElement).getPropertyValue('--aq-color-primary').trim();
        const probe = document.createElement('span');
        probe.style.color = primary;
        document.body.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return { background: getComputedStyle(element).backgroundColor, expected };
      });
      if (colours[theme].background === colours[theme].expected) break;
      await tab.waitForTimeout(50);
    }
    check(
      colours[theme].background === colours[theme].expected,
      `${theme}: the button is filled with the theme's primary (${colours[theme].background})`,
    );
  }
  check(colours.light.background !== colours.dark.background, 'the two themes give the button different colours');
  const checkbox = tab.getByRole('checkbox', { name: 'I agree' });
  await checkbox.click();
  check(await checkbox.isChecked(), 'the checkbox toggles');
  // The size the package itself names for 'large' (its constants module imports only types).
  const { CHECKBOX_SIZES } = await import(pathToFileURL(path.join(app, 'node_modules/aquila-ui/checkbox/constants.js')).href);
  check(
    (await checkbox.evaluate((element) => getComputedStyle(element).width)) === `${CHECKBOX_SIZES.large}px`,
    `the checkbox has its large size (${CHECKBOX_SIZES.large} px) from its own stylesheet`,
  );
  await button.click();
  check((await tab.locator('.aq-badge__count').textContent()) === '4', 'the badge counts the clicks');
  const errors = errorsIn(messages);
  check(errors.length === 0, `no errors in the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
});

// 4b. AquilaProvider from the package: a theme, two locales and a direction, each on its own subtree.
step('AquilaProvider: theme, locale and direction in the built app');
const providerOut = await buildPage('provider.html');
await withBuiltPage(providerOut, 4596, '/provider.html', async (tab, messages) => {
  const themed = tab.getByRole('button', { name: 'Themed' });
  const plain = tab.getByRole('button', { name: 'Plain' });
  await themed.waitFor();
  const background = (button) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The theme's own primary, as the page resolves its variable (the buttons ease their colour in).
  const themePrimary = await tab.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--aq-color-primary').trim();
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  for (let attempt = 0; attempt < 40 && (await background(themed)) !== 'rgb(211, 32, 41)'; attempt++) await tab.waitForTimeout(50);
  check((await background(themed)) === 'rgb(211, 32, 41)', 'theme={{ primaryColor: "#d32029" }} fills a Button rgb(211, 32, 41)');
  check((await background(plain)) === themePrimary, `a Button outside the provider keeps the theme's primary (${themePrimary})`);

  await tab.getByRole('button', { name: 'Choisir les dates' }).click();
  const month = await tab.evaluate(() => new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).format(new Date()));
  await tab.getByRole('grid').waitFor();
  check((await tab.getByRole('grid', { name: month }).count()) === 1, `locale="fr": the open date picker names its month "${month}"`);
  const firstColumn = (await tab.getByRole('columnheader').first().textContent()) ?? '';
  check(/lundi/.test(firstColumn), `locale="fr": its weeks start on lundi (first column: ${firstColumn})`);
  // The open calendar keeps the rest of the page from assistive technology until it closes.
  await tab.keyboard.press('Escape');
  await tab.getByRole('grid').waitFor({ state: 'detached' });

  const range = (await tab.getByText(/12\.345/).textContent()) ?? '';
  check(/1\.001 - 2\.000 \S+ 12\.345/.test(range), `locale="de": the paginator writes its numbers in German (${range})`);

  const one = tab.getByRole('tab', { name: 'One' });
  const two = tab.getByRole('tab', { name: 'Two' });
  const [oneBox, twoBox] = [await one.boundingBox(), await two.boundingBox()];
  check(oneBox.x > twoBox.x, 'dir="rtl": the tab list runs right to left');
  await one.focus();
  await tab.keyboard.press('ArrowLeft');
  check((await two.getAttribute('aria-selected')) === 'true', 'dir="rtl": ArrowLeft selects the next tab');
  const errors = errorsIn(messages);
  check(errors.length === 0, `no errors in the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
});

// 5. Development warnings: shown by a development build, gone from a production build.
step('a development build warns, a production build does not');
const WARNING = 'ExpansionPanel got `expanded` without `onExpandedChange`. This makes it read-only';
// Only the warning's fixed words are in the bundle; the names are filled in when it is shown.
const WARNING_WORDS = 'This makes it read-only';
const bundleText = (outDir) =>
  readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
    .join('\n');
const consoleOf = (outDir, port) =>
  withBuiltPage(outDir, port, '/warning.html', async (tab, messages) => {
    await tab.getByRole('button', { name: 'Shipping' }).waitFor();
    await tab.waitForTimeout(200); // effects, and the warnings they log, run after the first paint
    return messages;
  });
const warningsOf = (messages) => {
  const warnings = messages.filter((message) => message.type === 'warning').map((message) => message.text);
  return warnings.length ? ` (but: ${warnings.join('; ')})` : '';
};
const developmentOut = await buildPage('warning.html', 'development');
const developmentConsole = await consoleOf(developmentOut, 4598);
check(
  developmentConsole.some((message) => message.type === 'warning' && message.text.startsWith(`Aquila UI: ${WARNING}`)),
  `development build: the browser console shows "Aquila UI: ${WARNING} …"`,
);
check(bundleText(developmentOut).includes(WARNING_WORDS), 'development build: the bundle holds the warning');
const productionOut = await buildPage('warning.html', 'production');
const productionConsole = await consoleOf(productionOut, 4597);
check(
  !productionConsole.some((message) => message.text.includes(WARNING_WORDS)) &&
    productionConsole.every((message) => message.type !== 'pageerror'),
  `production build: the page runs and its console has no warning${warningsOf(productionConsole)}`,
);
check(!bundleText(productionOut).includes(WARNING_WORDS), 'production build: the warning is not in the bundle');

// 6. What the library costs the app: gzip bytes of the app's JavaScript over a bare React app's.
step('measure what the library adds to an app');
const gzipBytes = (outDir) =>
  readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, 'assets', file))).length, 0);
const bare = gzipBytes(await buildPage('bare.html'));
const buttonOnly = gzipBytes(await buildPage('button-only.html')) - bare;
const everything = gzipBytes(await buildPage('everything.html')) - bare;
console.log(`  bare React app: ${bare} B gzip; Button alone adds ${buttonOnly} B; the whole library adds ${everything} B`);
check(buttonOnly > 0 && buttonOnly * 10 < everything, 'tree-shaking works: Button alone costs under a tenth of the whole library');

writeFileSync(
  path.join(ROOT, 'dist-lib-report.json'),
  `${JSON.stringify({ tarballBytes: packed.size, files: packed.entryCount, entries: entryCount, bareGzip: bare, buttonGzip: buttonOnly, wholeLibraryGzip: everything }, null, 2)}\n`,
);
rmSync(work, { recursive: true, force: true });
console.log('\npackage test passed');
