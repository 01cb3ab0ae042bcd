import { readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { sitePagePaths } from '../../src/data/routes';
import { HYDRATED_ATTRIBUTE, READY_ATTRIBUTE } from '../../src/shared/app-ready';

export const CONTRIBUTORS_API = 'https://api.github.com/repos/aquila-ui/aquila-ui/contributors';

/** A local 1×1 avatar, so the stubbed contributors make no request to another host. */
const AVATAR =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23888"/%3E%3C/svg%3E';

export const STUB_CONTRIBUTORS = [
  { login: 'ada-l', html_url: 'https://github.com/ada-l', avatar_url: AVATAR },
  { login: 'grace-h', html_url: 'https://github.com/grace-h', avatar_url: AVATAR },
];

/** The component pages that exist: a demos/<page>/page.ts each. */
export const COMPONENT_PAGES = readdirSync(path.resolve('demos'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.resolve('demos', entry.name, 'page.ts')))
  .map((entry) => entry.name)
  .sort();

/** Every page of the site, as the route table lists them. */
export const ALL_PAGES = sitePagePaths(new Set(COMPONENT_PAGES));

interface Fixtures {
  /** Console errors and uncaught exceptions of the page (and of `pageBehindUtc`); every test fails if any are left. */
  problems: string[];
  /** Requests to hosts other than the site itself. */
  foreignRequests: string[];
  /**
   * A second page, in a browser of its own set to a timezone behind UTC (`BEHIND_UTC`), watched as `page`
   * is: its problems go to `problems`, and its `goto` waits for the app.
   */
  pageBehindUtc: Page;
}

/** When the site's pages were rendered: the built index, as the build wrote it. */
export const BUILT_AT = statSync(path.resolve(process.env.E2E_DIST ?? 'dist', 'index.html')).mtime;

/** Six weeks after the build: another week, another month, and often another year, as for a visitor of a deployed site. */
export const VISITED_AT = new Date(BUILT_AT.getTime() + 41 * 86_400_000);

/**
 * Sets the page's clock to `VISITED_AT` before it loads; time runs on from there. What the build
 * rendered of "today" is then another day than the browser's, as for a visitor weeks after a deploy.
 */
export const visitWeeksAfterTheBuild = (page: Page) => page.clock.install({ time: VISITED_AT });

/** The suite runs in the first timezone to reach a new day, Pacific/Kiritimati (UTC+14; the Playwright config). One of the last timezones to reach a new day (UTC−11). */
export const BEHIND_UTC = 'Pacific/Pago_Pago';

/** Set on <html> once the app has hydrated the page (or rendered it): its controls answer from then on. */
export const APP_READY_ATTRIBUTE = READY_ATTRIBUTE;

/**
 * After a navigation the page shows at once, as it was rendered ahead of time, but what a person does
 * before it has hydrated goes unanswered. So `goto` and `reload` wait for the app, as a person waits
 * for the page to respond: one place for that wait (the test's expect timeout). They wait for the whole
 * page: a part still to hydrate answers a press, but shows its markup as built (an example's code
 * behind a built "Show code") until it has.
 */
function waitForTheAppOnNavigation(page: Page) {
  const whenReady = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => whenReady(goto(url, options));
  page.reload = (options) => whenReady(reload(options));
}

/** The package CDN the site is built with (esm.sh by default): the package tests answer it with a stub. */
export const PACKAGE_CDN = 'https://esm.sh';
/** Pages whose package CDN a test answers: their requests to it reach the test, not another host. */
const stubbedCdn = new WeakSet<Page>();

/**
 * Answers the package CDN for `page` (and its preview frames) with `answer`'s modules, as a CDN does:
 * JavaScript with CORS headers, or the status given.
 */
export async function stubPackageCdn(
  page: Page,
  answer: (url: URL) => { status?: number; body?: string; headers?: Record<string, string> },
) {
  stubbedCdn.add(page);
  await page.route(
    (url) => url.origin === PACKAGE_CDN,
    (route) => {
      const { status = 200, body = '', headers = {} } = answer(new URL(route.request().url()));
      return route.fulfill({
        status,
        body,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'X-TypeScript-Types',
          'content-type': 'application/javascript; charset=utf-8',
          ...headers,
        },
      });
    },
  );
}

/**
 * Where the preview frame's console calls come from: its runtime script, a demo's file, its document,
 * or a package it loads from the CDN (the browser's own "failed to load" line for one that is not there).
 */
const PREVIEW_SOURCE = new RegExp(`/playground/runtime\\.|aquila-demo/|^about:srcdoc|^${PACKAGE_CDN.replace(/\./g, '\\.')}/`);

/** Collects the page's console errors and uncaught exceptions into `problems`. */
function watchForProblems(page: Page, problems: string[]) {
  page.on('console', (message) => {
    // What a demo logs in the preview frame (its code, or React's and the library's development
    // warnings about it) is the demo's output, shown in the page's console panel: not the site's problem.
    if (PREVIEW_SOURCE.test(message.location().url)) return;
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/** Tests never reach the network: the contributors API is answered here. */
const answerContributors = (page: Page) =>
  page.route(CONTRIBUTORS_API, (route) => route.fulfill({ json: STUB_CONTRIBUTORS, headers: { 'access-control-allow-origin': '*' } }));

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    waitForTheAppOnNavigation(page);
    await provide(page);
  },
  pageBehindUtc: async ({ browser, baseURL, problems }, provide) => {
    const context = await browser.newContext({ baseURL, timezoneId: BEHIND_UTC });
    const page = await context.newPage();
    waitForTheAppOnNavigation(page);
    watchForProblems(page, problems);
    await answerContributors(page);
    await provide(page);
    await context.close();
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchForProblems(page, problems);
      await use(problems);
      expect(problems, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const foreign: string[] = [];
      await answerContributors(page);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:') || url === CONTRIBUTORS_API) return;
        if (stubbedCdn.has(page) && url.startsWith(`${PACKAGE_CDN}/`)) return;
        if (!url.startsWith(baseURL!)) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the theme the way a returning visitor has it saved, before the site's code runs. */
export async function useSavedTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; the playground's sandboxed preview has no storage to set.
    if (window === window.top) localStorage.setItem('theme-storage-current-name', value);
  }, theme);
}
