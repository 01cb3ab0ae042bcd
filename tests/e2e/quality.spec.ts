import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { HYDRATION_MARK } from '../../src/app/hydration';
import { titleForPath } from '../../src/shared/title';
import { PLAYGROUND_EMBED } from '../../src/data/routes';
import { test, expect, ALL_PAGES, visitWeeksAfterTheBuild } from './fixtures';

/** Waits until the lazy page and its examples have rendered. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading example…')).toHaveCount(0);
  await expect(page.getByText('Loading API…')).toHaveCount(0);
}

/** The rules whose outcome depends on the theme: the others see the same markup in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical axe violations of the page as it is now, by every rule or only by `rules`. */
async function severeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // The configurator's preview is a sandboxed frame of another origin, where axe's requests are refused;
  // what it shows is the page's sample, checked with axe in the unit tests.
  const axe = new AxeBuilder({ page }).options({ iframes: false, preload: false });
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** What every component page has: the breadcrumb, the import line, examples and the API tables. */
async function expectComponentPageParts(page: Page, slug: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/components');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveAttribute('href', `/components/${slug}`);
  await expect(page.getByRole('region', { name: 'Import' }).getByText(new RegExp(`from 'aquila-ui/${slug}';`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Examples' })).toBeVisible();
  await expect(page.locator('.demo-viewer').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API' })).toBeVisible();
  await expect(page.locator('.docs-table').first()).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toBeVisible();
}

/** The page as it arrives, with no script run: its own title, and its first render in full. */
async function expectPrerendered(browser: Browser, path: string, slug: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const raw = await context.newPage();
  // The document is all that is checked: its scripts and styles need not arrive.
  await raw.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(raw.locator('#root')).toHaveAttribute('data-prerendered', path);
  await expect(raw).toHaveTitle(titleForPath(path));
  await expect(raw.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(raw.getByRole('heading', { level: 1 })).not.toBeEmpty();
  // None of the stand-ins the app shows while its code arrives.
  await expect(raw.getByText(/^Loading( example| API| the configurator)?…$/)).toHaveCount(0);
  if (slug) {
    // Every demo drawn, and the API tables with their rows.
    const stages = raw.locator('.demo-viewer__stage');
    expect(await stages.count()).toBeGreaterThan(0);
    for (const stage of await stages.all()) expect(await stage.evaluate((element) => element.childElementCount)).toBeGreaterThan(0);
    await expect(raw.getByRole('region', { name: 'API' }).getByRole('row').first()).toBeVisible();
    // "Show code" needs no script: the first example's files are in the page, highlighted by the build.
    const source = raw.locator('.demo-viewer__static-source').first();
    await source.getByText('Show code').click();
    await expect(source.locator('figcaption').first()).toBeVisible();
    await expect(source.locator('.t-keyword').first()).toBeVisible();
  }
  await context.close();
}

/**
 * The scripts, stylesheets and files of its own the page fetched before hydrating that its document, as
 * served, did not name — neither its entry nor a `modulepreload`, `preload` or stylesheet link (the
 * examples' files a configurator loads are fetched with `fetch`): each is a round trip the page waits
 * for (or paints without), which the build should have started with the document. The build links what
 * the route's handles say the route loads. (The live document will not do: Vite adds links for what the
 * app imports as it goes.)
 */
async function fetchedUnannounced(page: Page, path: string): Promise<string[]> {
  const served = await (await page.request.get(path)).text();
  const announced = [...served.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
  return (await fetchedBeforeHydrating(page))
    .filter((entry) => /\.(js|css)$/.test(entry.path) || entry.initiatorType === 'fetch')
    .map((entry) => entry.path)
    .filter((file) => !announced.includes(file));
}

/**
 * What the page fetched from its own site before it began to hydrate, by path. A page never seen
 * hydrating gives one entry that says so, which no check lets through.
 */
async function fetchedBeforeHydrating(page: Page): Promise<Array<{ path: string; initiatorType: string }>> {
  return page.evaluate((mark) => {
    const hydrating = performance.getEntriesByName(mark)[0]?.startTime;
    if (hydrating === undefined) return [{ path: '(the page was never seen hydrating)', initiatorType: 'fetch' }];
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < hydrating && new URL(entry.name).origin === location.origin)
      .map((entry) => ({ path: new URL(entry.name).pathname, initiatorType: entry.initiatorType }));
  }, HYDRATION_MARK);
}

/**
 * How many scripts the page fetched before it began to hydrate. Over a phone's connection each is a
 * request of its own, six at a time to one host: sixty small files cost the page a second.
 */
async function scriptsBeforeHydrating(page: Page): Promise<number> {
  return (await fetchedBeforeHydrating(page)).filter((entry) => entry.path.endsWith('.js')).length;
}

/** The most script requests a page may make before it answers. */
const MOST_SCRIPTS_BEFORE_ANSWERING = 25;

// One visit a page: the page as it arrives without scripts; then hydrated in the light theme (every script
// and stylesheet it needed linked, in at most 25 scripts), its parts and axe; the dark theme (switched as a person does) and axe's
// colour rules; hydrated again in the dark theme; then the width of a small phone.
//
// It hydrates again six weeks after the build, on either side of the date line: in the suite's timezone
// (UTC+14) and behind UTC. Whatever the build drew of its own day, week or timezone would differ from the
// browser's first render, and React reports a hydration mismatch as an error, which fails the test.
// (The first visit keeps the real clock: a faked clock fakes the performance entries it is checked by.)
for (const path of ALL_PAGES) {
  test(`${path} arrives rendered, hydrates in both themes and weeks later on either side of the date line, passes axe in both and has no sideways scroll at 360 px`, async ({
    page,
    pageBehindUtc,
    browser,
  }) => {
    const slug = path.match(/^\/components\/(?!categories$)(.+)$/)?.[1];
    await expectPrerendered(browser, path, slug);

    await page.goto(path);
    expect(await fetchedUnannounced(page, path), 'fetched before hydrating, but not linked by the page').toEqual([]);
    expect(await scriptsBeforeHydrating(page)).toBeLessThanOrEqual(MOST_SCRIPTS_BEFORE_ANSWERING);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('theme', 'light');
    if (slug) await expectComponentPageParts(page, slug);
    expect(await severeViolations(page), 'light theme').toEqual([]);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    expect(await severeViolations(page, COLOUR_RULES), 'dark theme').toEqual([]);
    await visitWeeksAfterTheBuild(page);
    await page.reload();
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await visitWeeksAfterTheBuild(pageBehindUtc);
    await pageBehindUtc.goto(path);
    await settle(pageBehindUtc);
  });
}

test('the embedded playground hydrates weeks after the build on either side of the date line', async ({ page, pageBehindUtc }) => {
  for (const visitor of [page, pageBehindUtc]) {
    await visitWeeksAfterTheBuild(visitor);
    await visitor.goto(PLAYGROUND_EMBED.path);
    await expect(visitor.locator('#root')).toHaveAttribute('data-prerendered', PLAYGROUND_EMBED.path);
  }
});
