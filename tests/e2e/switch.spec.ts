import { test, expect } from './fixtures';

test.describe('switch page', () => {
  test('flips on click and Space, turns the on colour, and stops when disabled', async ({ page }) => {
    await page.goto('/components/switch');
    const demo = page.locator('#switch-demo1');
    const wifi = demo.getByRole('switch', { name: 'Wi-Fi' });
    await expect(wifi).toBeChecked();
    await expect(wifi).toHaveCSS('background-color', 'rgb(24, 144, 255)');
    await wifi.click();
    await expect(wifi).not.toBeChecked();
    await expect(demo.getByText('Not connected')).toBeVisible();
    await wifi.press('Space');
    await expect(wifi).toBeChecked();

    await demo.getByRole('button', { name: 'Disable' }).click();
    await expect(wifi).toBeDisabled();
    await demo.getByText('Wi-Fi', { exact: true }).click({ force: true });
    await expect(wifi).toBeChecked();
    await demo.getByRole('button', { name: 'Enable' }).click();
    await wifi.click();
    await expect(wifi).not.toBeChecked();
  });

  test('the three sizes measure 32 × 16, 44 × 22 and 56 × 28 px', async ({ page }) => {
    await page.goto('/components/switch');
    const sizes = page.locator('#switch-demo2');
    for (const [name, width, height] of [
      ['Small', '32px', '16px'],
      ['Medium', '44px', '22px'],
      ['Large', '56px', '28px'],
    ]) {
      const control = sizes.getByRole('switch', { name });
      await expect(control).toHaveCSS('width', width);
      await expect(control).toHaveCSS('height', height);
    }
  });
});
