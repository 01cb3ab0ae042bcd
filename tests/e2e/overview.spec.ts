import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EDIT_TIMEOUT } from './editor-helpers';
import { test, expect } from './fixtures';

const example = (page: Page) => page.getByRole('region', { name: 'Live example', exact: true });
const reviewerList = (page: Page) => page.getByRole('listbox', { name: 'Reviewers' });

/** Every axe violation inside the overview, by rule and element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.overview').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the overview', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the hero example runs beside its source: two reviewers are chosen and asked', async ({ page }) => {
    await page.goto('/overview');
    const hero = example(page);
    await expect(hero).toBeInViewport();
    const field = hero.getByRole('combobox', { name: 'Reviewers' });
    await expect(field).toHaveText('Choose reviewers');
    await expect(hero.getByRole('region', { name: 'Source of the live example, App.tsx' })).toContainText("from 'aquila-ui/select'");
    const request = hero.getByRole('button', { name: 'Request review' });
    await expect(request).toBeDisabled();

    // Side by side at this width: the example's column starts right of the pitch.
    const pitch = (await page.getByText(/accessible React components/).boundingBox())!;
    expect((await hero.boundingBox())!.x).toBeGreaterThan(pitch.x + pitch.width);

    await field.click();
    const list = reviewerList(page);
    await list.getByRole('option', { name: 'Ada Lovelace' }).click();
    await list.getByRole('option', { name: 'Grace Hopper' }).click();
    await expect(field).toHaveText('Grace Hopper (+1)');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await request.click();
    // The example's own status (the copy button beside its source has one too, empty until a copy).
    await expect(hero.getByText('Review requested from Ada Lovelace and Grace Hopper.')).toHaveAttribute('role', 'status');
  });

  test('“Edit this example” opens the playground running the example', async ({ page }) => {
    await page.goto('/overview');
    await example(page).getByRole('button', { name: 'Edit this example' }).click();
    await expect(page).toHaveURL(/\/playground(#share=2\.[\w-]+)?$/);
    const preview = page.locator('.workspace').frameLocator('iframe');
    await expect(preview.getByRole('combobox', { name: 'Reviewers' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(preview.getByRole('button', { name: 'Request review' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: 'App.tsx', exact: true })).toBeVisible({
      timeout: EDIT_TIMEOUT,
    });
  });

  test('the standouts are live where they can be: the table sorts and the dialog opens, holds focus and closes', async ({ page }) => {
    await page.goto('/overview');
    const standouts = page.getByRole('region', { name: 'The hard parts, done' });
    const table = standouts.getByRole('table', { name: 'Commits by contributor' });
    await table.getByRole('button', { name: 'Commits (not sorted)' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Alan');

    const open = standouts.getByRole('button', { name: 'Open the dialog' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Share this album?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await standouts.getByRole('link', { name: 'Image cropper' }).click();
    await expect(page).toHaveURL(/\/components\/image-cropper$/);
  });

  test('passes axe in both themes', async ({ page }) => {
    await page.goto('/overview');
    await expect(page.locator('html')).toHaveAttribute('theme', 'light');
    expect(await axeViolations(page), 'light theme').toEqual([]);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    expect(await axeViolations(page), 'dark theme').toEqual([]);
  });
});

test.describe('the overview on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('has no sideways scroll, with the example stacked under the pitch and its list on screen', async ({ page }) => {
    await page.goto('/overview');
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(scrollsSideways).toBe(0);
    const hero = example(page);
    const pitch = (await page.getByText(/accessible React components/).boundingBox())!;
    expect((await hero.boundingBox())!.y).toBeGreaterThan(pitch.y + pitch.height);

    await hero.getByRole('combobox', { name: 'Reviewers' }).click();
    const box = (await reviewerList(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect.poll(scrollsSideways).toBe(0);
  });
});
