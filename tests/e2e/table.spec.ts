import type { Locator, Page } from '@playwright/test';
import { test, expect, useSavedTheme } from './fixtures';

const open = async (page: Page) => {
  await page.goto('/components/table');
  await expect(page.getByRole('heading', { level: 1, name: 'Table' })).toBeVisible();
  await expect(page.getByText('Loading example…')).toHaveCount(0);
};

/** The text of one column of a table's body rows. */
const column = (table: Locator, index: number) =>
  table.locator('tbody > tr').evaluateAll((rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i].textContent), index);

const width = async (locator: Locator) => (await locator.boundingBox())!.width;

test.describe('table page', () => {
  test('at 360 px every table scrolls sideways in its own focusable box, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    const box = page.getByRole('region', { name: 'Contacts', exact: true });
    await expect(box).toHaveAttribute('tabindex', '0');
    const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // A keyboard user tabs to the box and scrolls it with the arrow keys.
    await page.locator('#table-demo1').getByRole('heading', { name: 'Basic' }).click();
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    for (const name of [/^Address book/, 'Contacts with resizable columns', 'Employees']) {
      await expect(page.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
    }
  });

  test('on a wide screen a table that fits is no region and no tab stop', async ({ page }) => {
    await open(page);
    const table = page.getByRole('table', { name: 'Contacts', exact: true });
    await expect(table).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts', exact: true })).toHaveCount(0);
    await expect(table.locator('xpath=..')).not.toHaveAttribute('tabindex');
  });

  test('the vertical-scroll table keeps its body at 400 px under a header that stays in view, and sorts', async ({ page }) => {
    await open(page);
    const box = page.getByRole('region', { name: /^Address book/ });
    const table = box.getByRole('table');
    const head = table.getByRole('columnheader').first();
    const headHeight = (await head.boundingBox())!.height;
    expect((await box.boundingBox())!.height).toBeCloseTo(400 + headHeight, 0);
    // The page as sent, before any script, draws the box at that height already: nothing moves as it hydrates.
    const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const sent = await noScript.newPage();
    // Once its stylesheet has loaded, as the browser paints nothing before: with no script, the
    // document can be parsed (domcontentloaded) while the stylesheet is still on its way.
    await sent.goto('/components/table', { waitUntil: 'load' });
    const sentBox = sent.locator('#table-demo2 .aq-table__container');
    expect((await sentBox.boundingBox())!.height).toBeCloseTo(400 + headHeight, 0);
    await noScript.close();

    await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => (await head.boundingBox())!.y - (await box.boundingBox())!.y).toBeCloseTo(0, 0);

    // Keyboard: Tab to the Age button and press it; ages sort as numbers.
    const age = box.getByRole('button', { name: 'Age (not sorted)' });
    await age.focus();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute('aria-sort', 'ascending');
    const ages = (await column(table, 1)).map(Number);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    await page.keyboard.press('Space');
    await expect(box.getByRole('button', { name: 'Age (sorted descending)' })).toBeFocused();

    await box.getByRole('button', { name: 'Name (not sorted)' }).click();
    await expect(box.getByRole('columnheader', { name: /^Age/ })).toHaveAttribute('aria-sort', 'none');
    await expect(box.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = await column(table, 0);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
  });

  test('columns of the bordered table resize by dragging and by keys, never below 80 px', async ({ page }) => {
    await open(page);
    const table = page.getByRole('table', { name: 'Contacts with resizable columns' });
    const box = table.locator('xpath=..');
    await expect(box).toHaveCSS('border-top-width', '1px');
    await expect(table.locator('td').first()).toHaveCSS('border-right-width', '1px');

    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    const handle = table.getByRole('separator', { name: 'Resize Name' });
    expect(await width(nameHeader)).toBeCloseTo(180, 0);
    await expect(handle).toHaveAttribute('aria-valuenow', '180');
    await expect(handle).toHaveCSS('cursor', 'col-resize');

    await handle.scrollIntoViewIfNeeded();
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 60, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    expect(await width(nameHeader)).toBeCloseTo(240, 0);
    await expect(handle).toHaveAttribute('aria-valuenow', '240');
    await expect(page.locator('#table-demo3').getByRole('status')).toHaveText('Name is now 240 px wide.');
    // The other columns keep their widths.
    expect(await width(table.getByRole('columnheader', { name: 'Email' }))).toBeCloseTo(260, 0);

    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(handle).toHaveAttribute('aria-valuenow', '230');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '280');
    expect(await width(nameHeader)).toBeCloseTo(280, 0);

    const age = table.getByRole('separator', { name: 'Resize Age' });
    const ageGrip = (await age.boundingBox())!;
    await page.mouse.move(ageGrip.x + 4, ageGrip.y + 10);
    await page.mouse.down();
    await page.mouse.move(ageGrip.x - 300, ageGrip.y + 10, { steps: 4 });
    await page.mouse.up();
    await expect(age).toHaveAttribute('aria-valuenow', '80');
    expect(await width(table.getByRole('columnheader', { name: 'Age' }))).toBeCloseTo(80, 0);
  });

  test('on a plain table with grouped headers, each handle sits on its header’s edge and moves the column under it', async ({
    page,
  }) => {
    await open(page);
    const table = page.getByRole('table', { name: 'Climate of five cities' });
    const header = (name: RegExp | string) => table.getByRole('columnheader', { name });
    const group = header('Average temperature (°C)');
    const january = header(/^January/);
    const july = header(/^July/);
    const handle = table.getByRole('separator', { name: 'Resize Average temperature (°C)' });
    await handle.scrollIntoViewIfNeeded();

    // The handle is inside its header cell, against the cell's right edge.
    const cell = (await group.boundingBox())!;
    const grip = (await handle.boundingBox())!;
    // Within a pixel: collapsed borders put half of each border inside the cell's box.
    expect(Math.abs(grip.x + grip.width - (cell.x + cell.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(grip.y - cell.y)).toBeLessThanOrEqual(1);

    const before = { january: await width(january), july: await width(july) };
    await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(before.july)));
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 50, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    expect(await width(july)).toBeCloseTo(before.july + 50, 0);
    expect(await width(january)).toBeCloseTo(before.january, 0);
    expect(await width(group)).toBeCloseTo(before.january + before.july + 50, 0);

    const rain = table.getByRole('separator', { name: /^Resize Rain/ });
    const rainBefore = await width(header(/^Rain/));
    await rain.focus();
    await page.keyboard.press('Shift+ArrowRight');
    expect(await width(header(/^Rain/))).toBeCloseTo(rainBefore + 50, 0);
    expect(await width(july)).toBeCloseTo(before.july + 50, 0);

    // Sorting by one header unsorts the one sorted at the start.
    await expect(header(/^City/)).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: /^January/ }).click();
    await expect(header(/^City/)).toHaveAttribute('aria-sort', 'none');
    expect(await column(table, 1)).toEqual(['-4', '11', '14', '25', '26']);
  });

  test('the all-features table: 1800 px wide, five rows a page, pictures, flags and coloured productivity', async ({ page }) => {
    await open(page);
    const demo = page.locator('#table-demo4');
    const box = demo.getByRole('region', { name: 'Employees' });
    const table = box.getByRole('table');
    expect(await width(table)).toBeGreaterThanOrEqual(1800);
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(table.locator('tbody > tr')).toHaveCount(5);

    // Every picture and flag loads from the site's own assets.
    const images = table.locator('img');
    await expect(images).toHaveCount(10);
    await expect
      .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    const bars = demo.locator('.table-demo4__bar > span');
    const values = (await column(table, 6)).map((text) => parseFloat(text!));
    const colours = await bars.evaluateAll((all) => all.map((bar) => getComputedStyle(bar).backgroundColor));
    expect(colours).toEqual(
      values.map((value) => (value <= 50 ? 'rgb(255, 77, 79)' : value <= 80 ? 'rgb(24, 144, 255)' : 'rgb(82, 196, 26)')),
    );

    const nav = demo.getByRole('navigation', { name: 'Employees pages' });
    await expect(nav.getByText('1 - 5 of 37')).toBeVisible();
    await nav.getByRole('combobox', { name: 'Items per page:' }).click();
    const sizes = page.getByRole('listbox', { name: 'Items per page:' }).getByRole('option');
    await expect(sizes).toHaveText(['5', '10', '20']);
    await sizes.filter({ hasText: '10' }).click();
    await expect(table.locator('tbody > tr')).toHaveCount(10);
  });

  test('the all-features table sorts numbers numerically, and unsorting brings back the order and the page', async ({ page }) => {
    await open(page);
    const demo = page.locator('#table-demo4');
    const table = demo.getByRole('table', { name: 'Employees' });
    const nav = demo.getByRole('navigation', { name: 'Employees pages' });
    const next = nav.getByRole('button', { name: 'Next page' });
    await next.click();
    await next.click();
    await expect(nav.getByText('11 - 15 of 37')).toBeVisible();
    const pageThree = await column(table, 1);

    await demo.getByRole('button', { name: 'Salary (not sorted)' }).click();
    await expect(nav.getByText('1 - 5 of 37')).toBeVisible();
    const salaries = (await column(table, 7)).map((text) => Number(text!.replace(/\D/g, '')));
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));

    await demo.getByRole('button', { name: 'Productivity (not sorted)' }).click();
    await expect(demo.getByRole('columnheader', { name: /^Salary/ })).toHaveAttribute('aria-sort', 'none');
    await demo.getByRole('button', { name: 'Productivity (sorted ascending)' }).click();
    const productivity = (await column(table, 6)).map((text) => parseFloat(text!));
    expect(productivity).toEqual([...productivity].sort((a, b) => b - a));
    expect(productivity[0]).toBe(100);

    await demo.getByRole('button', { name: 'Productivity (sorted descending)' }).click();
    await expect(demo.getByRole('columnheader', { name: /^Productivity/ })).toHaveAttribute('aria-sort', 'none');
    await expect(nav.getByText('11 - 15 of 37')).toBeVisible();
    expect(await column(table, 1)).toEqual(pageThree);
  });

  test('the page lists the keyboard interactions of the sort buttons, the resize handles and the scrolling box', async ({ page }) => {
    await open(page);
    const keyboard = page.getByRole('table', { name: 'Keyboard interactions' });
    for (const keys of ['Tab', 'Enter / Space', 'Right Arrow / Left Arrow', 'Shift + Right Arrow / Left Arrow', 'Home']) {
      await expect(keyboard.getByRole('cell', { name: keys, exact: true })).toBeVisible();
    }
  });

  test('the dark theme gives the header and the borders the dark colours', async ({ page }) => {
    await useSavedTheme(page, 'dark');
    await open(page);
    const table = page.getByRole('table', { name: 'Contacts with resizable columns' });
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveCSS('background-color', 'rgb(22, 27, 34)');
    await expect(table.locator('td').first()).toHaveCSS('border-bottom-color', 'rgb(48, 54, 61)');
    await expect(table.locator('td').first()).toHaveCSS('color', 'rgb(230, 237, 243)');
  });
});
