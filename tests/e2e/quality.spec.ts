import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, ALL_PAGES, useSavedTheme } from './fixtures';

/** Waits until the lazy page and its examples have rendered. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading example…')).toHaveCount(0);
  await expect(page.getByText('Loading API…')).toHaveCount(0);
}

/** The serious and critical axe violations of the page as it is now. */
async function severeViolations(page: Page): Promise<string[]> {
  // The configurator's preview is a sandboxed frame of another origin, where axe's requests are refused;
  // what it shows is the page's sample, checked with axe in the unit tests.
  const results = await new AxeBuilder({ page }).options({ iframes: false, preload: false }).analyze();
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

// One visit a page: its parts, axe in the light theme, then in the dark one (switched as a person does),
// then the width of a small phone.
for (const path of ALL_PAGES) {
  test(`${path} loads without errors, has its parts, passes axe in both themes and has no sideways scroll at 360 px`, async ({
    page,
  }) => {
    await useSavedTheme(page, 'light');
    await page.goto(path);
    await settle(page);
    const slug = path.match(/^\/components\/(?!categories$)(.+)$/)?.[1];
    if (slug) await expectComponentPageParts(page, slug);
    expect(await severeViolations(page), 'light theme').toEqual([]);

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    expect(await severeViolations(page), 'dark theme').toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}
