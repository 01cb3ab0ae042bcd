import { test, expect } from './fixtures';

test.describe('loading page', () => {
  test('the spinner turns, stands still when less motion is asked for, and hides when loading ends', async ({ page }) => {
    await page.goto('/components/loading');
    const basic = page.locator('#loading-demo1');
    const spinner = basic.getByRole('status', { name: 'Loading' });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveCSS('width', '44px');
    const firstItem = spinner.locator('.aq-loading__item').first();
    await expect(firstItem).toHaveCSS('animation-name', 'aq-loading-fade');

    await basic.getByRole('button', { name: 'Finish loading' }).click();
    await expect(spinner).toBeHidden();
    await expect(basic.getByText('Orders are up to date.')).toBeVisible();
    await basic.getByRole('button', { name: 'Load again' }).click();
    await expect(spinner).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(firstItem).toHaveCSS('animation-name', 'none');
  });

  test('sizes are 36, 44 and 64 px; bars and dots both draw twelve items', async ({ page }) => {
    await page.goto('/components/loading');
    const sizes = page.locator('#loading-demo2');
    for (const [name, pixels] of [
      ['Loading, small', '36px'],
      ['Loading, medium', '44px'],
      ['Loading, large', '64px'],
    ]) {
      await expect(sizes.getByRole('status', { name })).toHaveCSS('height', pixels);
    }
    const variants = page.locator('#loading-demo3');
    for (const name of ['Loading, bars', 'Loading, dots']) {
      await expect(variants.getByRole('status', { name }).locator('.aq-loading__item')).toHaveCount(12);
    }
  });

  test('useLoading covers the whole page with a dimmed overlay and a centred spinner while the save runs', async ({ page }) => {
    await page.goto('/components/loading');
    const demo = page.locator('#loading-demo4');
    await demo.getByRole('button', { name: 'Save profile' }).click();
    const overlay = page.locator('.aq-loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.32)');
    await expect(overlay).toHaveCSS('z-index', '1000');
    const viewport = page.viewportSize()!;
    const box = (await overlay.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const spinner = (await overlay.locator('.aq-loading').boundingBox())!;
    expect(Math.abs(spinner.x + spinner.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(spinner.y + spinner.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('status').filter({ hasText: 'Saving your profile' })).toBeAttached();

    // The overlay takes the presses meant for the page.
    const hit = await page.evaluate(() => document.elementFromPoint(10, 10)?.className);
    expect(hit).toBe('aq-loading-overlay');

    await expect(overlay).toHaveCount(0, { timeout: 5000 });
    await expect(demo.getByText(/^Saved at /)).toBeVisible();
  });
});
