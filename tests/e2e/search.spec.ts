import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The requests for the search index: none until the search is first opened. */
function watchIndexRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/search-index[-.]/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search components, props and examples' });

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.site-search').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

test('opens from the button and the shortcuts, forgives typos, and a demo result scrolls to the demo', async ({ page }) => {
  const indexRequests = watchIndexRequests(page);
  await page.goto('/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(indexRequests, 'the index is not fetched before the search is used').toEqual([]);

  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill('tooltp');
  const first = page.getByRole('listbox', { name: 'Results' }).getByRole('option').first();
  await expect(first).toContainText('Tooltip');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Tooltip' })).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
  expect(indexRequests).toHaveLength(1);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await page.keyboard.press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('corner roundng');
  await expect(page.getByRole('option').first()).toContainText('Corner rounding');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/components\/button#button-demo5$/);
  await expect(page.locator('#button-demo5')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(indexRequests, 'the index is fetched once a visit').toHaveLength(1);
});

test('"size" lands on the API row, highlighted; the open dialog passes axe in both themes and is a sheet at 360 px', async ({
  page,
}) => {
  await page.goto('/components/button');
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await combobox(page).fill('size');
  const rows = page.getByRole('option', { name: /^size/ });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(5);
  expect(await axeViolations(page), 'light theme').toEqual([]);

  await rows.filter({ hasText: 'Prop of Checkbox' }).click();
  await expect(page).toHaveURL(/\/components\/checkbox#api-Checkbox-size$/);
  const row = page.locator('#api-Checkbox-size');
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-targeted', '');

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await combobox(page).fill('switch');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page), 'dark theme').toEqual([]);
  const sheet = await dialog(page).boundingBox();
  expect(sheet).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('"disabled" on the date picker page lists the date picker’s own prop first', async ({ page }) => {
  await page.goto('/components/datepicker');
  await expect(page.getByRole('heading', { level: 1, name: 'Datepicker' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await combobox(page).fill('disabled');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('disabled');
  await expect(first).toContainText(/Datepicker/);
});
