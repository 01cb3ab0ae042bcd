import { test, expect } from './fixtures';

test.describe('tags page', () => {
  test('a closeable tag is removed from the keyboard and focus moves to the next one; the last one stays', async ({ page }) => {
    await page.goto('/components/tags');
    const demo = page.locator('#tags-demo2');
    await demo.getByRole('button', { name: 'Remove React' }).focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByText('React', { exact: true })).toHaveCount(0);
    await expect(demo.getByRole('button', { name: 'Remove TypeScript' })).toBeFocused();
    await page.keyboard.press('Enter');
    await demo.getByRole('button', { name: 'Remove Sass' }).click();
    await expect(demo.getByText('Sass', { exact: true })).toBeVisible();
    await expect(demo.getByRole('status')).toHaveText('Keep at least one topic.');
  });

  test('a checkable tag toggles with Space and fills with its colour when checked', async ({ page }) => {
    await page.goto('/components/tags');
    const demo = page.locator('#tags-demo4');
    const music = demo.getByRole('checkbox', { name: 'Music' });
    await expect(music).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await music.focus();
    await page.keyboard.press('Space');
    await expect(music).toBeChecked();
    await expect(music).toHaveCSS('background-color', 'rgb(24, 144, 255)');
    await expect(demo.getByText('Showing: Books, Music')).toBeVisible();
  });

  test('choosing a colour recolours the tags', async ({ page }) => {
    await page.goto('/components/tags');
    const demo = page.locator('#tags-demo3');
    await demo.getByText('#FF3300').click();
    await expect(demo.getByRole('checkbox', { name: 'Checked' })).toHaveCSS('background-color', 'rgb(255, 51, 0)');
    await expect(demo.locator('.aq-tag', { hasText: 'Default' })).toHaveCSS('background-color', 'rgba(255, 51, 0, 0.12)');
  });
});
