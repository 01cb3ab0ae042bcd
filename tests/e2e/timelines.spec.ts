import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Whether each item's content sits to the right of its dot. */
async function contentSides(page: Page) {
  return page.locator('#timelines-demo4 .aq-timeline__item').evaluateAll((items) =>
    items.map((item) => {
      const dot = item.querySelector('.aq-timeline__axis')!.getBoundingClientRect();
      const content = item.querySelector('.aq-timeline__content')!.getBoundingClientRect();
      return content.left >= dot.right ? 'right' : 'left';
    }),
  );
}

test.describe('timelines page', () => {
  test('the radio group moves the content: alternating, left, right', async ({ page }) => {
    await page.goto('/components/timelines');
    await expect.poll(() => contentSides(page)).toEqual(['right', 'left', 'right', 'left']);
    const demo = page.locator('#timelines-demo4');
    await demo.getByRole('radio', { name: 'left' }).click();
    await expect.poll(() => contentSides(page)).toEqual(['left', 'left', 'left', 'left']);
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('radio', { name: 'right' })).toBeChecked();
    await expect.poll(() => contentSides(page)).toEqual(['right', 'right', 'right', 'right']);
  });

  test('dots take the item colour, #1890ff by default', async ({ page }) => {
    await page.goto('/components/timelines');
    await expect(page.locator('#timelines-demo1 .aq-timeline__dot').first()).toHaveCSS('border-top-color', 'rgb(24, 144, 255)');
    await expect(page.locator('#timelines-demo2 .aq-timeline__dot').nth(2)).toHaveCSS('border-top-color', 'rgb(255, 51, 0)');
    // tailColor: the line on from the first deployment is its green; the third item's keeps the line colour.
    const tails = await page
      .locator('#timelines-demo2 .aq-timeline__axis')
      .evaluateAll((axes) => axes.map((axis) => getComputedStyle(axis, '::after').borderLeftColor));
    expect(tails[0]).toBe('rgb(82, 196, 26)');
    expect(tails[2]).not.toBe('rgb(82, 196, 26)');
  });
});
