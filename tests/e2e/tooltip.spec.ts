import { APP_READY_ATTRIBUTE, test, expect } from './fixtures';

/** The animation a tooltip runs as it is marked closed, read in the page. */
type FadeWatch = Window & { fadeOut?: Promise<string> };

/** The tooltip as drawn: its fade in and out over the theme's --aq-duration-tooltip, and none with reduced motion. */
test.describe('tooltip page', () => {
  test('a tooltip fades in over --aq-duration-tooltip (0.3 s) as the pointer arrives and fades out as it leaves', async ({ page }) => {
    await page.goto('/components/tooltip');
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    const demo = page.locator('#tooltip-demo1');
    await demo.getByRole('button', { name: 'Top' }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Tooltip on the top' });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveCSS('animation-name', 'aq-tooltip-in');
    await expect(tooltip).toHaveCSS('animation-duration', '0.3s');
    // Once the pointer leaves, the tooltip marked closed fades out, and goes when that ends.
    // The watch is in place before the pointer moves: the change it waits for comes at once.
    await tooltip.evaluate((element) => {
      (window as FadeWatch).fadeOut = new Promise<string>((resolve) => {
        new MutationObserver(() => {
          if (element.getAttribute('data-state') === 'closed') resolve(getComputedStyle(element).animationName);
        }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
      });
    });
    await page.mouse.move(0, 0);
    expect(await page.evaluate(() => (window as FadeWatch).fadeOut)).toBe('aq-tooltip-out');
    await expect(tooltip).toHaveCount(0);

    // The duration is the theme's variable: an app that sets it changes the fade.
    await page.evaluate(() => document.documentElement.style.setProperty('--aq-duration-tooltip', '1s'));
    await demo.getByRole('button', { name: 'Bottom' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Tooltip on the bottom' })).toHaveCSS('animation-duration', '1s');
  });

  test('with reduced motion the tooltip shows and goes without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/components/tooltip');
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    await page.locator('#tooltip-demo1').getByRole('button', { name: 'Left', exact: true }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Tooltip on the left' });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveCSS('animation-name', 'none');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
  });
});
