import { test, expect, ALL_PAGES } from './fixtures';

/**
 * What stands between a page's arrival and its first paint: on a slow connection each stylesheet is
 * round trips. Every page links one (its parts are in it), and no part is fetched again as it hydrates.
 */
test('every page links one stylesheet, and none of its parts is fetched again as it hydrates', async ({ page }) => {
  for (const path of ALL_PAGES) {
    const served = await (await page.request.get(path)).text();
    const stylesheets = [...served.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    const active = stylesheets.filter((link) => !/\sdisabled\b/.test(link));
    expect(active, `${path}: stylesheets that hold up its first paint`).toHaveLength(1);
    expect(stylesheets.length, `${path}: the parts of its stylesheet, named for the app's loader`).toBeGreaterThan(1);
  }

  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/components/button');
  await page.waitForLoadState('networkidle');
  const served = await (await page.request.get('/components/button')).text();
  const parts = [...served.matchAll(/<link\b[^>]*href="([^"]+\.css)"[^>]*\sdisabled>/g)].map((match) => match[1]);
  expect(requested.filter((file) => parts.includes(file))).toEqual([]);
  expect(requested[0]).toMatch(/^\/assets\/page-[\w-]+\.css$/);
});
