import type { Page, Route } from '@playwright/test';
import { EDIT_TIMEOUT } from './editor-helpers';
import { APP_READY_ATTRIBUTE, expect, test } from './fixtures';

/**
 * Opens `path` with every script held back, so the page is painted from its HTML and CSS but not live,
 * as on a slow phone while the app downloads; `release` lets the scripts through and waits for the app.
 */
async function openBeforeItRuns(page: Page, path: string) {
  const held: Route[] = [];
  await page.route('**/*.js', (route) => void held.push(route));
  // The fixture's goto resolves once the app is live, which is after `release`.
  const arrival = page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('.demo-viewer').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute(APP_READY_ATTRIBUTE, '');
  return {
    release: async () => {
      await page.unroute('**/*.js');
      for (const route of held) await route.continue();
      await arrival;
    },
  };
}

test.describe('a press made before the page is live', () => {
  test('reaches its button once per press, by pointer and by keyboard, and "Show code" opens the code', async ({ page }) => {
    const { release } = await openBeforeItRuns(page, '/components/button');
    const example = page.locator('.demo-viewer').first();
    const primary = example.getByRole('button', { name: 'Primary' });
    await primary.click();
    await primary.focus();
    await page.keyboard.press('Enter');
    await example.getByText('Show code').click();
    // Nothing has answered yet, and the built "Show code" did not open on its own.
    await expect(example.getByText('Clicked 0 times')).toBeVisible();
    await expect(example.locator('details')).not.toHaveAttribute('open', '');

    await release();
    await expect(example.getByText('Clicked 2 times')).toBeVisible();
    await expect(example.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(example.getByRole('tabpanel')).toContainText("from 'aquila-ui/button'");
  });

  test('toggles a checkbox once, and selects a tab', async ({ page }) => {
    const checkboxPage = await openBeforeItRuns(page, '/components/checkbox');
    const checkbox = page.locator('.demo-viewer').first().getByRole('checkbox').first();
    const wasChecked = await checkbox.isChecked();
    await checkbox.click();
    // Its default action waits too: a checkbox toggled now and again by the replay would end as it was.
    expect(await checkbox.isChecked()).toBe(wasChecked);
    await checkboxPage.release();
    await expect(checkbox).toBeChecked({ checked: !wasChecked });

    const tabsPage = await openBeforeItRuns(page, '/components/tabs');
    const tabs = page.locator('.demo-viewer').first().getByRole('tab');
    const second = tabs.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await second.click();
    await tabsPage.release();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  });

  test('on the configurator’s resting picture reaches the control drawn there once the frame runs, once', async ({ page }) => {
    const { release } = await openBeforeItRuns(page, '/components/button');
    const section = page.locator('.configurator');
    const drawn = section.locator('.configurator__stage[inert] button');
    await drawn.scrollIntoViewIfNeeded();
    const box = (await drawn.boundingBox())!;
    // Inert, so by the mouse, at its place.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await release();

    const log = section.getByRole('log', { name: 'Events fired' }).locator('li');
    await expect(log).toHaveCount(1, { timeout: EDIT_TIMEOUT });
    await expect(log).toHaveText(/^onClick\(/);
    await expect(section.locator('.playground-console')).toContainText('clicked Save changes');
  });
});
