import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('tabs page', () => {
  test('the page as sent, before any script: each example shows its tab list and its selected panel', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/components/tabs', { waitUntil: 'domcontentloaded' });
    const demo = page.locator('#tabs-demo1');
    await expect(demo.getByRole('tab')).toHaveText(['Overview', 'Getting there', 'Weather']);
    await expect(demo.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await expect(demo.getByRole('tabpanel', { name: 'Overview' })).not.toBeEmpty();
    // A closeable group's close buttons wait, hidden, for the script that places them over their tabs.
    await expect(page.locator('#tabs-demo3').getByRole('tab')).toHaveCount(3);
    await expect(page.locator('#tabs-demo3 .aq-tabs__close')).toHaveCount(3);
    for (const close of await page.locator('#tabs-demo3 .aq-tabs__close').all()) await expect(close).toBeHidden();
    // The Tabs card of the categories page is the same first example, drawn by the build (a picture,
    // hidden from assistive technology, so found by its markup).
    await page.goto('/components/categories', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#category-preview-tabs [role="tab"]')).toHaveCount(3);
    await noScript.close();
  });

  test('arrow keys, Home and End select as they move; Tab goes on to the panel', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo1');
    const overview = demo.getByRole('tab', { name: 'Overview' });
    await overview.click();
    await expect(demo.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('tab', { name: 'Getting there' })).toBeFocused();
    await expect(demo.getByRole('tabpanel', { name: 'Getting there' })).toContainText('8:15 bus');
    await page.keyboard.press('End');
    await expect(demo.getByRole('tab', { name: 'Weather' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(overview).toBeFocused();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(demo.getByRole('tab', { name: 'Weather' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(overview).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(demo.getByRole('tabpanel', { name: 'Overview' })).toBeFocused();
  });

  test('only the selected tab’s panel has content; the others are there, empty and hidden, for aria-controls', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo1');
    const panelOf = async (name: string) =>
      page.locator(`[id="${await demo.getByRole('tab', { name }).getAttribute('aria-controls')}"]`);
    await expect(await panelOf('Overview')).toContainText('12 km loop');
    for (const name of ['Getting there', 'Weather']) {
      await expect(await panelOf(name)).toHaveCount(1);
      await expect(await panelOf(name)).toBeHidden();
      await expect(await panelOf(name)).toBeEmpty();
    }
    await expect(demo.getByText('8:15 bus')).toHaveCount(0);

    await demo.getByRole('tab', { name: 'Getting there' }).click();
    await expect(await panelOf('Getting there')).toContainText('8:15 bus');
    await expect(await panelOf('Overview')).toBeEmpty();
    await expect(demo.getByText('12 km loop')).toHaveCount(0);
  });

  test('the selected tab is marked in the primary colour with a bar under it', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo1');
    const selected = demo.getByRole('tab', { name: 'Overview' });
    await expect(selected).toHaveCSS('color', 'rgb(9, 88, 217)');
    const bar = await selected.evaluate((element) => getComputedStyle(element, '::after').backgroundColor);
    expect(bar).toBe('rgb(9, 88, 217)');
    const other = await demo
      .getByRole('tab', { name: 'Weather' })
      .evaluate((element) => getComputedStyle(element, '::after').backgroundColor);
    expect(other).toBe('rgba(0, 0, 0, 0)');
  });

  test('alignment puts the tabs at the start, centre or end of the list', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo2');
    const list = await box(demo.getByRole('tablist'));
    const first = demo.getByRole('tab', { name: 'Profile' });
    const last = demo.getByRole('tab', { name: 'Billing' });

    // Centred at first: the space before the first tab equals the space after the last.
    const before = (await box(first)).x - list.x;
    const after = list.x + list.width - ((await box(last)).x + (await box(last)).width);
    expect(before).toBeGreaterThan(20);
    expect(Math.abs(before - after)).toBeLessThanOrEqual(1);

    await demo.getByText('end', { exact: true }).click();
    await expect.poll(async () => Math.round((await box(last)).x + (await box(last)).width)).toBe(Math.round(list.x + list.width));

    await demo.getByText('start', { exact: true }).click();
    await expect.poll(async () => Math.round((await box(first)).x)).toBe(Math.round(list.x));
  });

  test('closeable tabs: the close button and Delete remove tabs, a new tab is selected, the first takes over from a closed selected tab', async ({
    page,
  }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo3');
    const tabs = demo.getByRole('tab');
    await expect(tabs).toHaveText(['Tab 1', 'Tab 2', 'Tab 3']);

    await demo.getByRole('button', { name: 'Add tab' }).click();
    await expect(tabs).toHaveText(['Tab 1', 'Tab 2', 'Tab 3', 'Tab 4']);
    await expect(demo.getByRole('tab', { name: 'Tab 4' })).toHaveAttribute('aria-selected', 'true');

    // The close button is drawn over the end of its tab.
    const tab2 = await box(demo.getByRole('tab', { name: 'Tab 2' }));
    const close2 = await box(demo.getByRole('button', { name: 'Close Tab 2' }));
    expect(close2.x).toBeGreaterThan(tab2.x + tab2.width / 2);
    expect(close2.x + close2.width).toBeLessThanOrEqual(tab2.x + tab2.width);
    expect(close2.y).toBeGreaterThanOrEqual(tab2.y);
    expect(close2.y + close2.height).toBeLessThanOrEqual(tab2.y + tab2.height);
    await demo.getByRole('button', { name: 'Close Tab 2' }).click();
    await expect(tabs).toHaveText(['Tab 1', 'Tab 3', 'Tab 4']);
    await expect(demo.getByRole('tab', { name: 'Tab 4' })).toHaveAttribute('aria-selected', 'true');

    await demo.getByRole('tab', { name: 'Tab 4' }).focus();
    await page.keyboard.press('Delete');
    await expect(tabs).toHaveText(['Tab 1', 'Tab 3']);
    await expect(demo.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('tab', { name: 'Tab 1' })).toBeFocused();
    await expect(demo.getByRole('tabpanel')).toHaveText('Content of tab 1');

    // Closing Tab 3 (from its button) leaves Tab 1 alone, whose close the demo refuses.
    await demo.getByRole('button', { name: 'Close Tab 3' }).click();
    await demo.getByRole('button', { name: 'Close Tab 1' }).click();
    await expect(tabs).toHaveText(['Tab 1']);
  });

  test('left and right tab lists are vertical, beside the panel, and move with Up and Down', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo4');
    const list = demo.getByRole('tablist');
    const panel = demo.getByRole('tabpanel');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect((await box(list)).x + (await box(list)).width).toBeLessThanOrEqual((await box(panel)).x + 1);
    const general = await box(demo.getByRole('tab', { name: 'General' }));
    const notifications = await box(demo.getByRole('tab', { name: 'Notifications' }));
    expect(notifications.y).toBeGreaterThan(general.y);
    expect(notifications.x).toBe(general.x);

    await demo.getByRole('tab', { name: 'General' }).click();
    await page.keyboard.press('ArrowDown');
    await expect(demo.getByRole('tab', { name: 'Notifications' })).toBeFocused();
    await expect(panel).toHaveText('Which e-mails you get, and how often.');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(demo.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');

    await demo.getByText('right', { exact: true }).click();
    await expect.poll(async () => (await box(list)).x).toBeGreaterThan((await box(panel)).x);

    await demo.getByText('top', { exact: true }).click();
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    expect((await box(list)).y + (await box(list)).height).toBeLessThanOrEqual((await box(panel)).y + 1);
  });

  test('a disabled tab ignores clicks and is skipped by the arrow keys', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo5');
    const payment = demo.getByRole('tab', { name: 'Payment' });
    await expect(payment).toBeDisabled();
    await payment.click({ force: true });
    await expect(payment).toHaveAttribute('aria-selected', 'false');
    await expect(demo.getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true');

    await demo.getByRole('tab', { name: 'Shipping' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('tab', { name: 'Review' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(demo.getByRole('tab', { name: 'Shipping' })).toBeFocused();
  });

  test('buttons outside the tabs change the controlled value', async ({ page }) => {
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo6');
    await demo.getByRole('button', { name: 'Next' }).click();
    await expect(demo.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('status')).toHaveText('Selected: Address');
    await demo.getByRole('button', { name: 'Previous' }).click();
    await expect(demo.getByRole('tabpanel')).toHaveText('Step 1 of 3: details.');
    await demo.getByRole('tab', { name: 'Confirm' }).click();
    await expect(demo.getByRole('status')).toHaveText('Selected: Confirm');
    await expect(demo.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('at 360 px a long row of tabs scrolls inside its bar, close buttons with it, and the selected tab is scrolled into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/components/tabs');
    const demo = page.locator('#tabs-demo3');
    for (let added = 0; added < 5; added++) await demo.getByRole('button', { name: 'Add tab' }).click();
    // The tab list's parent scrolls: it also holds the close buttons drawn over the tabs.
    const list = demo.getByRole('tablist').locator('..');
    const sizes = await list.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      left: element.scrollLeft,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.left).toBeGreaterThan(0);

    const listBox = await box(list);
    const newest = await box(demo.getByRole('tab', { name: 'Tab 8' }));
    expect(newest.x).toBeGreaterThanOrEqual(listBox.x - 1);
    expect(newest.x + newest.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
    const newestClose = await box(demo.getByRole('button', { name: 'Close Tab 8' }));
    expect(newestClose.x + newestClose.width).toBeLessThanOrEqual(newest.x + newest.width);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);

    await demo.getByRole('tab', { name: 'Tab 8' }).focus();
    await page.keyboard.press('Home');
    await expect(demo.getByRole('tab', { name: 'Tab 1' })).toBeFocused();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});
