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
    const types = page.locator('#loading-demo3');
    for (const name of ['Loading, bars', 'Loading, dots']) {
      await expect(types.getByRole('status', { name }).locator('.aq-loading__item')).toHaveCount(12);
    }
  });
});
