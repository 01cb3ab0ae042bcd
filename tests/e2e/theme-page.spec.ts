import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { THEME, THEMING_GUIDE } from '../../src/data/routes';
import { EDIT_TIMEOUT } from './editor-helpers';
import { test, expect, useSavedTheme } from './fixtures';

/** A filled button's colour when the theme's primary is #d32029. */
const RED = 'rgb(211, 32, 41)';

/** Every axe violation of the page (the playground's frame is no part of it). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const galleryButton = (page: Page) => page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Save changes' });

test.describe('the theme page', () => {
  test('a primary colour picked paints the gallery’s filled button, travels in the link and comes back on reload', async ({
    page,
  }) => {
    await page.goto(THEME.path);
    await expect(galleryButton(page)).not.toHaveCSS('background-color', RED);
    await page.getByLabel('Primary colour').fill('#d32029');
    await expect(galleryButton(page)).toHaveCSS('background-color', RED);
    await expect(page).toHaveURL(/\/theme\?primary=%23d32029$/);

    await page.reload();
    await expect(page.getByLabel('Primary colour')).toHaveValue('#d32029');
    await expect(galleryButton(page)).toHaveCSS('background-color', RED);
  });

  test('a link with a value it cannot use says so and keeps the rest', async ({ page }) => {
    await page.goto(`${THEME.path}?primary=%23d32029&radius=huge`);
    await expect(page.getByRole('note', { name: 'About this link' })).toContainText('The link’s radius “huge” is not a whole number');
    await expect(galleryButton(page)).toHaveCSS('background-color', RED);
    await expect(page.getByRole('slider', { name: 'Radius' })).toHaveValue('6');
  });

  test('Copy puts the AquilaProvider code on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${THEME.path}?primary=%23d32029&radius=8`);
    await page.getByRole('button', { name: 'Copy AquilaProvider code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("<AquilaProvider theme={{\n  primaryColor: '#d32029',\n  radius: 8,\n}}>");
  });

  test('Open in playground shows a preview in the theme', async ({ page }) => {
    await page.goto(`${THEME.path}?primary=%23d32029`);
    await page.getByRole('button', { name: 'Open in playground' }).click();
    await expect(page).toHaveURL(/\/playground/);
    const preview = page.locator('.workspace').frameLocator('iframe');
    const button = preview.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(button).toHaveCSS('background-color', RED);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, its link’s note shown, and no sideways scroll at 360 px`, async ({ page }) => {
      await useSavedTheme(page, theme);
      await page.goto(`${THEME.path}?radius=huge`);
      await expect(page.locator('html')).toHaveAttribute('theme', theme);
      await expect(page.getByRole('note', { name: 'About this link' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('the theming guide loads with its table of tokens and links to the theme page', async ({ page }) => {
  await page.goto(THEMING_GUIDE.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THEMING_GUIDE.title);
  await expect(page).toHaveTitle(`${THEMING_GUIDE.title} | Aquila UI`);
  const table = page.getByRole('table', { name: 'The theme tokens and the CSS variables they set' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table).toContainText('--aq-color-primary');
  await page.getByRole('link', { name: 'Build a theme on the theme page' }).click();
  await expect(page).toHaveURL(/\/theme$/);
  await expect(galleryButton(page)).toBeVisible();
});
