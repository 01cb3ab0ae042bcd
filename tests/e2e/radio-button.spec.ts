import { test, expect } from './fixtures';

test.describe('radio button page', () => {
  test('arrow keys move the choice within a group; Tab enters at the chosen button', async ({ page }) => {
    await page.goto('/components/radio-button');
    const demo = page.locator('#radio-button-demo1');
    await demo.getByRole('radio', { name: 'Free' }).click();
    await expect(demo.getByText('Chosen: free')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(demo.getByRole('radio', { name: 'Team' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(demo.getByText('Chosen: enterprise')).toBeVisible();
    await expect(demo.getByRole('radio', { name: 'Enterprise' })).toHaveCSS('background-color', 'rgb(24, 144, 255)');
  });

  test('a disabled button is skipped by the arrow keys', async ({ page }) => {
    await page.goto('/components/radio-button');
    const demo = page.locator('#radio-button-demo3');
    await demo.getByRole('radio', { name: 'Standard' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(demo.getByRole('radio', { name: 'Express (sold out)' })).not.toBeChecked();
    // A disabled button is #9E9E9E whatever its color (green here), in both themes.
    const card = demo.getByRole('radio', { name: 'Card' });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((name) => document.documentElement.setAttribute('theme', name), theme);
      await expect(card).toHaveCSS('background-color', 'rgb(158, 158, 158)');
      await expect(card).toHaveCSS('border-color', 'rgb(158, 158, 158)');
    }
  });

  test('the group reports each choice once, and nothing when the code sets its value', async ({ page }) => {
    await page.goto('/components/radio-button');
    const demo = page.locator('#radio-button-demo4');
    const calls = demo.getByLabel('Calls');
    await demo.getByText('Red').click();
    await expect(calls).toHaveText('onChange("red")');
    await page.keyboard.press('ArrowDown');
    await expect(demo.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(calls).toHaveText('onChange("green")\nonChange("red")');
    await demo.getByRole('button', { name: 'Reset to blue' }).click();
    await expect(demo.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(calls).toHaveText('onChange("green")\nonChange("red")');
  });
});
