import { test, expect } from './fixtures';

/**
 * Each code block of the page that holds more than its box's width: its lines as written (none wrapped),
 * so a block scrolls sideways instead of breaking a JSX attribute over two lines.
 */
const wrappedBlocks = () =>
  [...document.querySelectorAll('main pre.code-block')]
    .filter((pre) => pre.checkVisibility())
    .filter((pre) => {
      const style = getComputedStyle(pre);
      const lines = (pre.textContent ?? '').replace(/\n$/, '').split('\n').length;
      const content = pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return style.whiteSpace !== 'pre' || Math.round(content / parseFloat(style.lineHeight)) > lines;
    })
    .map((pre) => (pre.textContent ?? '').slice(0, 40));

test.describe('code blocks at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/components/select', '/getting-started', '/guides']) {
    test(`keep their lines and scroll sideways on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main pre.code-block').first()).toBeVisible();
      expect(await page.evaluate(wrappedBlocks)).toEqual([]);
      // Some block is wider than the phone, and scrolls inside itself rather than widening the page.
      const scrolling = await page.evaluate(() =>
        [...document.querySelectorAll('main pre.code-block')].some(
          (pre) => pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto',
        ),
      );
      expect(scrolling).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
