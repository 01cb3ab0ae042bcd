import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COMPONENTS } from '../../src/data/components';
import { MIGRATION_NOTES } from '../../src/data/migration';
import { componentPath, GUIDES, MIGRATION } from '../../src/data/routes';
import { test, expect } from './fixtures';

const titleOf = (slug: string) => COMPONENTS.find((entry) => entry.path === slug)!.title;

/** The serious and critical axe violations of the page as it is now. */
async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The top of an element, less the bottom of the sticky bars above the content. */
async function clearanceBelowBars(page: Page, selector: string): Promise<number> {
  const barBottom = await page.locator('.components-layout__bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  return (await page.locator(selector).boundingBox())!.y - barBottom;
}

test.describe('the migration guide', () => {
  test('is a page of its own, with a table per component whose caption links to the component’s page', async ({ page }) => {
    await page.goto(MIGRATION.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Migrating from ngx-eagle');
    await expect(page).toHaveTitle('Migrating from ngx-eagle | Aquila UI');

    // A table per component, and the 0.x renames.
    await expect(page.getByRole('table')).toHaveCount(MIGRATION_NOTES.length + 1);
    for (const { page: slug, differences } of MIGRATION_NOTES) {
      const table = page.getByRole('table', { name: titleOf(slug), exact: true });
      await expect(table).toHaveId(`migrating-${slug}`);
      await expect(table.getByRole('link', { name: titleOf(slug), exact: true })).toHaveAttribute('href', componentPath(slug));
      // The 0.x column follows where a 0.x name differed from both (the unit test checks which).
      await expect(table.locator('thead th').nth(0)).toHaveText('ngx-eagle');
      await expect(table.locator('thead th').nth(1)).toHaveText('Aquila UI 1.0');
      // The names come first; the behaviour is the last row group: its header row, then a row per difference.
      await expect(table.locator('tbody').last().locator('tr')).toHaveCount(differences.length + 1);
    }
    // Code names are code, with no backtick left on screen.
    await expect(page.getByRole('table', { name: 'Select', exact: true }).locator('code').first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('`');

    // A caption's link leads to the component's page.
    await page.getByRole('table', { name: 'Dialog', exact: true }).getByRole('link', { name: 'Dialog', exact: true }).click();
    await expect(page).toHaveURL(/\/components\/dialog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dialog' })).toBeVisible();
  });

  test('lists the components at the top, and each one leads to its table, below the sticky bars', async ({ page }) => {
    await page.goto(MIGRATION.path);
    const index = page.getByRole('navigation', { name: 'Components in this guide' });
    await expect(index.getByRole('link')).toHaveText(MIGRATION_NOTES.map(({ page: slug }) => titleOf(slug)));
    await index.getByRole('link', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/#migrating-table$/);
    await expect(page.locator('#migrating-table')).toBeInViewport();
    expect(await clearanceBelowBars(page, '#migrating-table')).toBeGreaterThanOrEqual(0);
  });

  test('is reached from the guides’ section that used to hold it, where old links still land', async ({ page }) => {
    await page.goto(`${GUIDES.path}#migrating`);
    const section = page.getByRole('region', { name: 'Migrating from ngx-eagle' });
    await expect(section).toBeInViewport();
    await expect(section.getByRole('table')).toHaveCount(0);
    await section.getByRole('link', { name: 'The migration guide' }).click();
    await expect(page).toHaveURL(new RegExp(`${MIGRATION.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Migrating from ngx-eagle' })).toBeVisible();
  });

  test('passes axe', async ({ page }) => {
    await page.goto(MIGRATION.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('stacks each row, what Aquila UI does under what ngx-eagle did, and nothing scrolls sideways', async ({ page }) => {
      await page.goto(MIGRATION.path);
      // The first difference: the row after the behaviour group's header.
      const row = page.getByRole('table', { name: 'Datepicker', exact: true }).locator('tbody').last().locator('tr').nth(1);
      const [before, after] = await Promise.all([
        row.getByRole('cell').nth(0).boundingBox(),
        row.getByRole('cell').nth(1).boundingBox(),
      ]);
      expect(after!.y).toBeGreaterThanOrEqual(before!.y + before!.height);
      // The column's name labels each half on screen, as the hidden header row no longer shows it.
      const label = await row
        .getByRole('cell')
        .nth(1)
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toContain('Aquila UI 1.0');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
      for (const box of await page.locator('.migration__table-box').all())
        expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    });
  });
});

test.describe('a component page’s notes', () => {
  test('are short sections under level-3 headings, with code names shown as code, and pass axe', async ({ page }) => {
    await page.goto('/components/select');
    const api = page.getByRole('region', { name: 'API' });
    const styling = api.getByRole('heading', { level: 3, name: 'Styling', exact: true });
    await expect(styling).toHaveId('notes-styling');
    for (const heading of ['Usage', 'Behaviour', 'Validation'])
      await expect(api.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();

    const width = api.getByRole('listitem').filter({ hasText: 'The field is 212 px wide' });
    await expect(width.locator('code')).toHaveText(['wrapperProps', 'style', '--aq-select-width']);
    await expect(api).not.toContainText('`');

    // A heading is a place a link can name.
    await page.goto('/components/select#notes-styling');
    await expect(styling).toBeInViewport();

    expect(await severeViolations(page)).toEqual([]);
  });
});
