import type { Locator, Page } from '@playwright/test';
import { EDIT_TIMEOUT } from './editor-helpers';
import { APP_READY_ATTRIBUTE, test, expect } from './fixtures';

// Before its live frame runs, a configurator shows its sample: an overlay's as a still, open inside its
// box; on a touch screen the frame starts as the section comes into view; a press on the sample reaches
// the frame's control once it runs.

/** Each page whose sample opens an overlay: what its still draws of the trigger and of the open panel. */
const STILLS = [
  { slug: 'select', panel: '.aq-select__popup', shows: ['Shirt size', 'Choose a size', 'Extra small', 'Extra large'] },
  { slug: 'dropdown', panel: '.aq-dropdown', shows: ['Actions', 'Edit', 'Duplicate', 'Delete'] },
  { slug: 'tooltip', panel: '.aq-tooltip', shows: ['Share', 'Copy a link to this report'] },
  { slug: 'dialog', panel: '.aq-dialog', shows: ['Delete project?', 'Cancel', 'Delete'] },
  { slug: 'drawer', panel: '.aq-drawer', shows: ['Notifications', 'Your export of 1,240 contacts is ready.'] },
  { slug: 'datepicker', panel: '.aq-datepicker__calendar', shows: ['Your stay', 'Sun', 'Sat', 'Today'] },
];

const still = (page: Page) => page.locator('.configurator .configurator__stage[data-still]');
const liveFrame = (page: Page) => page.locator('.configurator__frame[data-run-id]:not([data-run-id="0"])');

/** The still shows each text and its panel, whole, inside the still's box. */
async function expectDrawnInside(stage: Locator, panel: string, shows: string[]) {
  for (const text of shows) await expect(stage.getByText(text, { exact: true }).first()).toBeVisible();
  const drawn = stage.locator(panel);
  await expect(drawn).toBeVisible();
  const box = (await stage.boundingBox())!;
  const inner = (await drawn.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(box.x);
  expect(inner.y).toBeGreaterThanOrEqual(box.y);
  expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
}

test.describe('a configurator at rest', () => {
  for (const { slug, panel, shows } of STILLS) {
    test(`the ${slug} configurator shows its trigger and its open panel inside its box, as built and once running, before any hover`, async ({
      browser,
      baseURL,
      page,
    }) => {
      // As built: the page without its scripts, at 360 px.
      const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
      const raw = await noScript.newPage();
      await raw.goto(`/components/${slug}`, { waitUntil: 'domcontentloaded' });
      await still(raw).scrollIntoViewIfNeeded();
      await expectDrawnInside(still(raw), panel, shows);
      // A picture: hidden from assistive technology, and no dialog or list of the page.
      await expect(still(raw)).toHaveAttribute('aria-hidden', 'true');
      await expect(raw.locator('.configurator').getByRole('dialog')).toHaveCount(0);
      await expect(raw.locator('.configurator').getByRole('listbox')).toHaveCount(0);
      await noScript.close();

      // Hydrated (a mismatch would be a console error, which fails the test), the pointer elsewhere.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/components/${slug}`);
      await still(page).scrollIntoViewIfNeeded();
      await expectDrawnInside(still(page), panel, shows);
      await expect(page.locator('.configurator__frame')).toHaveCount(0);
    });
  }

  test('the date picker’s still shows the visitor’s month once the page runs, with today marked', async ({ page }) => {
    await page.goto('/components/datepicker');
    const today = await page.evaluate(() => ({
      day: String(new Date().getDate()),
      month: new Date().toLocaleString('en-GB', { month: 'long' }),
    }));
    await expect(still(page).locator('td[aria-current="date"]')).toHaveText(today.day);
    await expect(still(page).locator('.aq-datepicker__select').first()).toContainText(today.month);
  });

  test('on a touch screen the date picker’s frame starts when the configurator scrolls into view, not before', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/components/datepicker');
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);

    // Below the fold, the section waits: no frame, only its still.
    await expect(page.locator('.configurator')).not.toBeInViewport();
    await expect(still(page)).toHaveCount(1);
    await expect(page.locator('.configurator__frame')).toHaveCount(0);

    await page.locator('.configurator__preview').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(liveFrame(page)).toHaveCount(1, { timeout: EDIT_TIMEOUT });
    await expect(page.frameLocator('.configurator iframe').getByRole('textbox', { name: 'Start date' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  /** Clicks the middle of what the resting sample draws (inert, so by the mouse, at its place). */
  async function pressResting(page: Page, drawn: Locator) {
    await drawn.scrollIntoViewIfNeeded();
    const box = (await drawn.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('a press on the resting checkbox starts the frame and checks its checkbox, once', async ({ page }) => {
    await page.goto('/components/checkbox');
    const section = page.locator('.configurator');
    await expect(page.locator('.configurator__frame')).toHaveCount(0);
    await pressResting(page, section.locator('.configurator__stage[inert] label'));

    const checkbox = page.frameLocator('.configurator iframe').getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeChecked({ timeout: EDIT_TIMEOUT });
    const log = section.getByRole('log', { name: 'Events fired' }).locator('li');
    await expect(log).toHaveCount(1);
    await expect(log).toHaveText(/^onCheckedChange\(true/);
    // Still checked: the press was passed on once, not replayed again.
    await expect(checkbox).toBeChecked();
  });

  test('a press on the resting button starts the frame and clicks its button, once', async ({ page }) => {
    await page.goto('/components/button');
    const section = page.locator('.configurator');
    await pressResting(page, section.locator('.configurator__stage[inert] button'));

    const log = section.getByRole('log', { name: 'Events fired' }).locator('li');
    await expect(log).toHaveCount(1, { timeout: EDIT_TIMEOUT });
    await expect(log).toHaveText(/^onClick\(/);
    await expect(section.locator('.playground-console')).toContainText('clicked Save changes');
  });
});
