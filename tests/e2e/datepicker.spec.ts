import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, useSavedTheme, visitWeeksAfterTheBuild } from './fixtures';

/** Waits until the page and its examples have rendered. */
async function openPage(page: Page) {
  await page.goto('/components/datepicker');
  await expect(page.getByRole('heading', { level: 1, name: 'Datepicker' })).toBeVisible();
  await expect(page.getByText('Loading example…')).toHaveCount(0);
}

/**
 * A date field, also while the calendar is open as a modal dialog: the page around the dialog is then
 * hidden from assistive technology, but the fields still show the dates picked so far.
 */
const field = (demo: Locator, name: string) => demo.getByRole('textbox', { name, includeHidden: true });

const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose dates' });
/** The day named e.g. "15 March 2030", whatever its weekday and range notes. */
const day = (scope: Page | Locator, date: string) => scope.getByRole('gridcell', { name: new RegExp(`^[A-Za-zéá]+ ${date}(,|$)`) });

/** Opens a demo's calendar on a month of 2030, so the days are the same every time the test runs. */
async function openOn(page: Page, demo: Locator, month: string) {
  await demo.getByRole('button', { name: 'Choose dates' }).click();
  const dialog = calendar(page);
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2030');
  await dialog.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await expect(dialog.getByRole('grid')).toHaveAccessibleName(`${month} 2030`);
  return dialog;
}

test.describe('datepicker page', () => {
  // Weeks after the build, in the suite's timezone (UTC+14): "today" is the visitor's, never the build's.
  test.beforeEach(({ page }) => visitWeeksAfterTheBuild(page));

  test('the first example starts on the current week, Sunday to Saturday, drawn on a 323 px calendar of 6 × 7 days', async ({
    page,
  }) => {
    await openPage(page);
    const week = await page.evaluate(() => {
      const today = new Date();
      const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
      const days = Array.from(
        { length: 7 },
        (_, index) => new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + index),
      );
      const pad = (value: number) => String(value).padStart(2, '0');
      return days.map((date) => ({
        shown: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
        key: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      }));
    });
    const demo = page.locator('#datepicker-demo1');
    await expect(field(demo, 'Start date')).toHaveValue(week[0].shown);
    await expect(field(demo, 'End date')).toHaveValue(week[6].shown);
    await expect(demo.getByText(': 7 days')).toBeVisible();

    await demo.getByRole('button', { name: 'Choose dates' }).click();
    const dialog = calendar(page);
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeCloseTo(323, 0);
    const grid = dialog.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(7);
    await expect(grid.getByRole('gridcell')).toHaveCount(42);
    await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await expect(grid.getByRole('columnheader').last()).toHaveAccessibleName('Saturday');
    const selected = grid.locator('[role="gridcell"][aria-selected="true"]');
    await expect(selected).toHaveCount(7);
    await expect(selected.first()).toHaveAttribute('data-date', week[0].key);
    await expect(selected.last()).toHaveAttribute('data-date', week[6].key);
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
  });

  test('picks: the first sets the start, an earlier second swaps and closes, a third starts a new range', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo2');
    const dialog = await openOn(page, demo, 'March');
    await day(dialog, '20 March 2030').click();
    await expect(field(demo, 'Start date')).toHaveValue('2030-03-20');
    await day(dialog, '12 March 2030').hover();
    await expect(dialog.locator('[data-preview]')).toHaveCount(9);
    await day(dialog, '12 March 2030').click();
    await expect(dialog).toBeHidden();
    await expect(demo.getByRole('button', { name: 'Choose dates' })).toBeFocused();
    await expect(field(demo, 'Start date')).toHaveValue('2030-03-12');
    await expect(field(demo, 'End date')).toHaveValue('2030-03-20');
    await expect(demo.getByText('2030-03-12')).toBeVisible();

    await demo.getByRole('button', { name: 'Choose dates' }).click();
    await expect(dialog.getByRole('grid')).toHaveAccessibleName('March 2030');
    await expect(day(dialog, '12 March 2030')).toBeFocused();
    await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(9);
    await day(dialog, '25 March 2030').click();
    await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(field(demo, 'Start date')).toHaveValue('2030-03-25');
    await expect(field(demo, 'End date')).toHaveValue('');
  });

  test('the grid is driven from the keyboard; Escape closes and gives focus back', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo2');
    const start = field(demo, 'Start date');
    await start.fill('2030-03-13');
    await start.press('Enter');
    const end = field(demo, 'End date');
    await end.fill('2030-03-14');
    await end.press('Enter');
    const trigger = demo.getByRole('button', { name: 'Choose dates' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = calendar(page);
    const focused = (date: string) => expect(day(dialog, date)).toBeFocused();
    await focused('13 March 2030');
    await expect(dialog.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    // Weeks start on Monday in this example.
    for (const [key, date] of [
      ['ArrowRight', '14 March 2030'],
      ['ArrowDown', '21 March 2030'],
      ['ArrowLeft', '20 March 2030'],
      ['ArrowUp', '13 March 2030'],
      ['Home', '11 March 2030'],
      ['End', '17 March 2030'],
      ['PageDown', '17 April 2030'],
      ['PageUp', '17 March 2030'],
      ['Shift+PageDown', '17 March 2031'],
      ['Shift+PageUp', '17 March 2030'],
    ]) {
      await page.keyboard.press(key);
      await focused(date);
    }
    await expect(dialog.getByRole('grid')).toHaveAccessibleName('March 2030');
    await expect(dialog.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

    // The range was whole, so this pick starts a new one.
    await page.keyboard.press('Enter');
    await expect(start).toHaveValue('2030-03-17');
    await expect(end).toHaveValue('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(end).toHaveValue('2030-03-19');

    await page.keyboard.press('Enter');
    await focused('17 March 2030');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(start).toHaveValue('2030-03-17');
  });

  test('the page lists the keyboard interactions of the calendar', async ({ page }) => {
    await openPage(page);
    for (const keys of [
      'Arrow Left / Arrow Right',
      'Arrow Up / Arrow Down',
      'Home / End',
      'Page Up / Page Down',
      'Shift + Page Up / Shift + Page Down',
      'Enter / Space (on a day)',
      'Escape',
      'Arrow Down (in a date field)',
    ]) {
      await expect(page.getByRole('cell', { name: keys, exact: true })).toBeVisible();
    }
  });

  test('Tab moves through the calendar in order and stays inside it', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo2');
    await demo.getByRole('button', { name: 'Choose dates' }).click();
    const dialog = calendar(page);
    const order = [
      dialog.getByRole('button', { name: 'Today' }),
      dialog.getByRole('button', { name: 'Previous year' }),
      dialog.getByRole('button', { name: 'Previous month' }),
      dialog.getByRole('combobox', { name: 'Month' }),
      dialog.getByRole('combobox', { name: 'Year' }),
      dialog.getByRole('button', { name: 'Next month' }),
      dialog.getByRole('button', { name: 'Next year' }),
      dialog.locator('[role="gridcell"][tabindex="0"]'),
    ];
    await expect(order[7]).toBeFocused();
    for (const control of order) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(order[6]).toBeFocused();
  });

  test('the year buttons beside the month buttons move a year, by pointer and by keyboard, in one row', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo2');
    const dialog = await openOn(page, demo, 'September');
    const grid = dialog.getByRole('grid');
    const next = dialog.getByRole('button', { name: 'Next year' });
    const previous = dialog.getByRole('button', { name: 'Previous year' });
    await next.click();
    await expect(grid).toHaveAccessibleName('September 2031');
    await expect(dialog.getByRole('combobox', { name: 'Year' })).toHaveValue('2031');
    await expect(next).toBeFocused();
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(grid).toHaveAccessibleName('September 2030');
    await page.keyboard.press('Space');
    await expect(grid).toHaveAccessibleName('September 2029');
    await expect(previous).toBeFocused();

    // The six controls share one row inside the 323 px calendar, the month list wide enough for its names.
    const frame = (await dialog.boundingBox())!;
    const names = ['Previous year', 'Previous month', 'Month', 'Year', 'Next month', 'Next year'];
    const boxes = await Promise.all(
      names.map(
        async (name) => (await dialog.getByRole(name === 'Month' || name === 'Year' ? 'combobox' : 'button', { name }).boundingBox())!,
      ),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.y).toBeCloseTo(boxes[0].y, 0);
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      if (index > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[index - 1].x + boxes[index - 1].width);
    }
    const month = dialog.getByRole('combobox', { name: 'Month' });
    const fits = await month.evaluate((select: HTMLSelectElement) => {
      // The width the list takes left to itself: its longest name (September) whole, arrow included.
      const alone = select.cloneNode(true) as HTMLSelectElement;
      alone.style.flex = 'none';
      select.after(alone);
      const needed = alone.getBoundingClientRect().width;
      alone.remove();
      return needed <= select.getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
  });

  test('the calendar beside a field goes to the month of the date being typed, and opens on it', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo1');
    const start = field(demo, 'Start date');
    const end = field(demo, 'End date');
    const dialog = calendar(page);
    await start.click();
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await start.fill('09/03/2030');
    await expect(dialog.getByRole('grid')).toHaveAccessibleName('March 2030');
    await expect(day(dialog, '9 March 2030')).toHaveAttribute('tabindex', '0');
    await expect(start).toBeFocused();
    await start.press('Enter');
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
    await end.fill('05/05/2030');
    await expect(dialog.getByRole('grid')).toHaveAccessibleName('May 2030');
    await end.press('Enter');
    // 28 April to 5 May: the days of the range in the six weeks shown.
    await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(8);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // With the calendar closed, the summary under the fields reads the range typed.
    await expect(demo.getByText(': 58 days')).toBeVisible();

    // Typed but not yet taken, the date still decides the month the calendar opens on.
    await start.fill('14/07/2030');
    await start.press('Escape');
    await expect(dialog).toBeHidden();
    await start.press('ArrowDown');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('grid')).toHaveAccessibleName('July 2030');
    await expect(day(dialog, '14 July 2030')).toBeFocused();
  });

  test('a typed date that does not exist gets a message and stays as typed', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo1');
    const start = field(demo, 'Start date');
    const before = await start.inputValue();
    await start.fill('31/02/2024');
    await page.keyboard.press('Tab');
    const message = demo.getByText('31/02/2024 is not a valid date — use dd/MM/yyyy');
    await expect(message).toBeVisible();
    await expect(start).toHaveValue('31/02/2024');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('31/02/2024 is not a valid date — use dd/MM/yyyy');
    await start.fill(before);
    await expect(message).toBeHidden();
    await start.press('Enter');
    await expect(start).not.toHaveAttribute('aria-invalid');
  });

  test('Today makes today the start and the end and closes; a press outside closes the calendar', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo1');
    const dialog = await openOn(page, demo, 'June');
    await dialog.getByRole('button', { name: 'Today' }).click();
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return { shown: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}` };
    });
    await expect(dialog).toBeHidden();
    await expect(field(demo, 'Start date')).toHaveValue(today.shown);
    await expect(field(demo, 'End date')).toHaveValue(today.shown);
    await expect(demo.getByText(': 1 days')).toBeVisible();

    await demo.getByRole('button', { name: 'Choose dates' }).click();
    await expect(dialog.locator('[aria-current="date"]')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.locator('[aria-current="date"]')).toHaveAttribute('tabindex', '0');
    // The page's heading, found by its tag: while the calendar is a modal dialog the page has no roles to give.
    await page.locator('h1').click();
    await expect(dialog).toBeHidden();
  });

  test('a click in a date field shows the calendar beside it; typing goes on, and picks return focus to the field', async ({
    page,
  }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo2');
    const start = field(demo, 'Start date');
    const end = field(demo, 'End date');
    await end.click();
    const dialog = calendar(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await expect(end).toBeFocused();
    await page.keyboard.type('2030-03-09');
    await expect(end).toHaveValue('2030-03-09');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(end).toBeFocused();

    await start.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2030');
    await dialog.getByRole('combobox', { name: 'Month' }).selectOption('April');
    await day(dialog, '8 April 2030').click();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await day(dialog, '10 April 2030').click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
    await expect(start).toHaveValue('2030-04-08');
    await expect(end).toHaveValue('2030-04-10');
    await expect(demo.getByText('2030-04-10')).toBeVisible();
    // Focus given back does not open the calendar again.
    await expect(dialog).toBeHidden();
  });

  test('startYear and endYear keep the calendar within this year and the next', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo4');
    await demo.getByRole('button', { name: 'Choose dates' }).click();
    const dialog = calendar(page);
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(dialog.getByRole('combobox', { name: 'Year' }).getByRole('option')).toHaveText([String(year), String(year + 1)]);
    await expect(dialog.getByRole('button', { name: 'Today' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Month' }).selectOption('January');
    const previous = dialog.getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to be enabled; a person can still press it.
    await previous.click({ force: true });
    await expect(dialog.getByRole('grid')).toHaveAccessibleName(`January ${year}`);
    await expect(day(dialog, `31 December ${year - 1}`)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    const checkIn = field(demo, 'Check-in');
    await checkIn.fill(`01/01/${year + 2}`);
    await checkIn.press('Enter');
    await expect(demo.getByText(`01/01/${year + 2} is outside the years ${year} to ${year + 1}`)).toBeVisible();
  });

  test('the Spanish example names days and months in Spanish, weeks from Monday', async ({ page }) => {
    await openPage(page);
    const demo = page.locator('#datepicker-demo3');
    await demo.getByRole('button', { name: 'Elegir fechas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir fechas' });
    // On document.body, in a layer that carries the provider's language.
    await expect(dialog.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'es');
    await expect(dialog.getByRole('columnheader').first()).toHaveAccessibleName('lunes');
    await expect(dialog.getByRole('button', { name: 'Hoy' })).toBeVisible();
  });

  test('at 360 px the open calendar fits on the screen without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page);
    const demo = page.locator('#datepicker-demo1');
    await demo.getByRole('button', { name: 'Choose dates' }).click();
    const box = (await calendar(page).boundingBox())!;
    expect(box.width).toBeCloseTo(323, 0);
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(352);
    const field = (await demo.locator('.aq-datepicker__field').boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open calendar with a range passes axe in the ${theme} theme`, async ({ page }) => {
      await useSavedTheme(page, theme);
      await openPage(page);
      await page.locator('#datepicker-demo1').getByRole('button', { name: 'Choose dates' }).click();
      await expect(calendar(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }

  for (const width of [360, 1280]) {
    test(`at ${width} px the first example keeps its height as the visitor’s week arrives`, async ({ browser, page }) => {
      // As built, the page cannot know the visitor's week: the example says "this week" in the same box.
      const viewport = { width, height: 900 };
      const stage = (at: Page) => at.locator('#datepicker-demo1 .demo-viewer__stage');
      const height = (at: Page) => stage(at).evaluate((element) => element.getBoundingClientRect().height);
      const asBuilt = await browser.newContext({ javaScriptEnabled: false, viewport });
      const raw = await asBuilt.newPage();
      await raw.goto('/components/datepicker');
      await expect(stage(raw).getByRole('textbox', { name: 'Start date' })).toHaveValue('');
      await expect(stage(raw).getByText('This week, Sunday to Saturday')).toBeVisible();
      const built = await height(raw);
      await asBuilt.close();

      await page.setViewportSize(viewport);
      await openPage(page);
      await expect(stage(page).getByText(/: 7 days$/)).toBeVisible();
      expect(await height(page)).toBe(built);
    });
  }
});
