import { test, expect } from './fixtures';

test.describe('checkbox page', () => {
  test('a box toggles from its label and Space, and fills with its colour', async ({ page }) => {
    await page.goto('/components/checkbox');
    const basic = page.locator('#checkbox-demo1');
    const remember = basic.getByRole('checkbox', { name: 'Remember me' });
    await basic.getByText('Remember me').click();
    await expect(remember).toBeChecked();
    await expect(basic.getByText('You will stay signed in.')).toBeVisible();
    await remember.press('Space');
    await expect(remember).not.toBeChecked();
    await expect(remember).toHaveCSS('width', '18px');
    await expect(basic.getByRole('checkbox', { name: '24 px' })).toHaveCSS('width', '24px');
    // A small box is 14 px, but its label, the pointer target, is at least 24 px high.
    await expect(basic.getByRole('checkbox', { name: 'Small' })).toHaveCSS('width', '14px');
    const smallLabel = basic.locator('label', { has: page.getByRole('checkbox', { name: 'Small' }) });
    expect((await smallLabel.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await expect(basic.getByRole('checkbox', { name: 'Large' })).toHaveCSS('background-color', 'rgb(24, 144, 255)');

    const colours = page.locator('#checkbox-demo3');
    await expect(colours.getByRole('checkbox', { name: '#FF3300' })).toHaveCSS('background-color', 'rgb(255, 51, 0)');
  });

  test('a disabled box is #9E9E9E whatever its colour, in both themes, and cannot be toggled', async ({ page }) => {
    await page.goto('/components/checkbox');
    const disabled = page.locator('#checkbox-demo2');
    const checked = disabled.getByRole('checkbox', { name: 'Checked', exact: true });
    const red = disabled.getByRole('checkbox', { name: 'Checked, red when enabled' });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((name) => document.documentElement.setAttribute('theme', name), theme);
      await expect(checked).toHaveCSS('background-color', 'rgb(158, 158, 158)');
      await expect(red).toHaveCSS('background-color', 'rgb(158, 158, 158)');
    }
    await disabled.getByText('Checked', { exact: true }).click({ force: true });
    await expect(checked).toBeChecked();
  });

  test('check all: the parent is mixed, checks every child, and follows them', async ({ page }) => {
    await page.goto('/components/checkbox');
    const demo = page.locator('#checkbox-demo4');
    const parent = demo.getByRole('checkbox', { name: 'All tasks' });
    expect(await parent.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await parent.click();
    for (const name of ['Write the brief', 'Review the design', 'Ship the release']) {
      await expect(demo.getByRole('checkbox', { name })).toBeChecked();
    }
    await demo.getByRole('checkbox', { name: 'Ship the release' }).press('Space');
    expect(await parent.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expect(demo.getByText('Value: ["Write the brief","Review the design"]')).toBeVisible();
  });
});
