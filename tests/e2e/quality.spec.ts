import AxeBuilder from '@axe-core/playwright';
import { test, expect, ALL_PAGES, useSavedTheme } from './fixtures';

/** Waits until the lazy page and its examples have rendered. */
async function settle(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading example…')).toHaveCount(0);
  await expect(page.getByText('Loading API…')).toHaveCount(0);
}

for (const path of ALL_PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} (${theme}) loads without errors and passes axe`, async ({ page }) => {
      await useSavedTheme(page, theme);
      await page.goto(path);
      await settle(page);
      // The configurator's preview is a sandboxed frame of another origin, where axe's own requests are
      // refused; what it shows is the page's sample, checked with axe in the unit tests.
      const results = await new AxeBuilder({ page }).options({ iframes: false, preload: false }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
    });
  }

  test(`${path} has no sideways scroll at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}
