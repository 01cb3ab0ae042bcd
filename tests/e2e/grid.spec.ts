import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}

/** The row's content box (inside its border) and the boxes of its shown columns, as the browser laid them out. */
function layout(row: Locator): Promise<{ row: Box; cols: Box[] }> {
  return row.evaluate((element) => {
    const box = (rect: DOMRect, inset = 0): Box => ({
      left: rect.left + inset,
      right: rect.right - inset,
      top: rect.top + inset,
      bottom: rect.bottom - inset,
      width: rect.width - 2 * inset,
    });
    const cols = [...element.children].filter((col) => getComputedStyle(col).display !== 'none');
    return {
      row: box(element.getBoundingClientRect(), element.clientLeft),
      cols: cols.map((col) => box(col.getBoundingClientRect())),
    };
  });
}

/** Columns of one line: all at the same top, each starting where the previous ended plus the gutter. */
function expectOneLine(cols: Box[], gutter: number) {
  for (const col of cols) expect(col.top).toBeCloseTo(cols[0].top, 0);
  for (let index = 1; index < cols.length; index++) expect(cols[index].left - cols[index - 1].right).toBeCloseTo(gutter, 0);
}

test.describe('grid page', () => {
  test('the 40-column rows fill each line exactly: n/40 of the row plus the 4 px gutters', async ({ page }) => {
    await page.goto('/components/grid');
    const rows = page.locator('#grid-demo1 .aq-row');
    await expect(rows).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      const { row, cols } = await layout(rows.nth(index));
      expectOneLine(cols, 4);
      expect(cols[0].left).toBeCloseTo(row.left, 0);
      expect(cols.at(-1)!.right).toBeCloseTo(row.right, 0);
    }
    const { row, cols } = await layout(rows.nth(2));
    for (const col of cols) expect(col.width).toBeCloseTo((10 / 40) * (row.width + 4) - 4, 0);
  });

  test('the 24-column rows have 16 px gutters, and a column of span 0 is hidden while the content takes its room', async ({
    page,
  }) => {
    await page.goto('/components/grid');
    const demo = page.locator('#grid-demo2');
    const thirds = await layout(demo.locator('.aq-row').nth(2));
    expectOneLine(thirds.cols, 16);
    for (const col of thirds.cols) expect(col.width).toBeCloseTo((8 / 24) * (thirds.row.width + 16) - 16, 0);

    const sidebar = demo.getByText('Sidebar', { exact: true });
    const content = demo.getByText('Content', { exact: true });
    const layoutRow = demo.locator('.aq-row').last();
    const before = await layout(layoutRow);
    expectOneLine(before.cols, 16);
    expect(before.cols[0].width).toBeCloseTo((6 / 24) * (before.row.width + 16) - 16, 0);

    await demo.getByRole('button', { name: 'Hide the sidebar' }).click();
    await expect(sidebar).toBeHidden();
    const after = await layout(layoutRow);
    expect(after.cols).toHaveLength(1);
    expect(after.cols[0].width).toBeCloseTo(after.row.width, 0);

    await demo.getByRole('button', { name: 'Show the sidebar' }).click();
    await expect(sidebar).toBeVisible();
    await expect(content).toBeVisible();
    expect((await layout(layoutRow)).cols[1].width).toBeCloseTo(before.cols[1].width, 0);
  });

  test('justify places the free room as each of the six values says', async ({ page }) => {
    await page.goto('/components/grid');
    const demo = page.locator('#grid-demo3');
    const measure = async (justify: string) => {
      const { row, cols } = await layout(demo.locator(`.aq-row[data-justify="${justify}"]`));
      expectOneLine(cols, cols[1].left - cols[0].right);
      return { before: cols[0].left - row.left, after: row.right - cols.at(-1)!.right, between: cols[1].left - cols[0].right };
    };
    const start = await measure('start');
    expect(start.before).toBeCloseTo(0, 0);
    expect(start.between).toBeCloseTo(0, 0);
    const end = await measure('end');
    expect(end.after).toBeCloseTo(0, 0);
    const center = await measure('center');
    expect(center.before).toBeGreaterThan(10);
    expect(center.before).toBeCloseTo(center.after, 0);
    const between = await measure('space-between');
    expect(between.before).toBeCloseTo(0, 0);
    expect(between.after).toBeCloseTo(0, 0);
    expect(between.between).toBeGreaterThan(10);
    const around = await measure('space-around');
    expect(around.before * 2).toBeCloseTo(around.between, 0);
    const evenly = await measure('space-evenly');
    expect(evenly.before).toBeCloseTo(evenly.between, 0);
    expect(evenly.after).toBeCloseTo(evenly.between, 0);
  });

  test('align lines up columns of different heights at the top, middle or bottom', async ({ page }) => {
    await page.goto('/components/grid');
    const demo = page.locator('#grid-demo4');
    const edges = async (align: string) => (await layout(demo.locator(`.aq-row[data-align="${align}"]`))).cols;
    const top = await edges('top');
    expect(top.map((col) => col.bottom - col.top)).toEqual([100, 50, 120, 80]);
    for (const col of top) expect(col.top).toBeCloseTo(top[0].top, 0);
    const middle = await edges('middle');
    for (const col of middle) expect((col.top + col.bottom) / 2).toBeCloseTo((middle[0].top + middle[0].bottom) / 2, 0);
    const bottom = await edges('bottom');
    for (const col of bottom) expect(col.bottom).toBeCloseTo(bottom[0].bottom, 0);
  });

  test('at 360 px every row stays inside its container and even eight columns of 5/40 keep to one line', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/components/grid');
    // The examples' rows (the configurator's sample, drawn in the page, has its own stage).
    const rows = page.locator('.demo-viewer .aq-row');
    await expect(rows).toHaveCount(6 + 6 + 6 + 3);
    for (const row of await rows.all()) {
      const width = await row.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
    }
    const eighths = await layout(page.locator('#grid-demo1 .aq-row').nth(4));
    expect(eighths.cols).toHaveLength(8);
    expectOneLine(eighths.cols, 4);
    expect(eighths.cols.at(-1)!.right).toBeCloseTo(eighths.row.right, 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
