import { test, expect } from './fixtures';

test.describe('rate page', () => {
  test('five stars in a 140 × 40 strip: hovering previews, a click chooses, the keyboard moves the choice', async ({ page }) => {
    await page.goto('/components/rate');
    const basic = page.locator('#rate-demo1');
    const group = basic.getByRole('radiogroup', { name: 'How useful was this article?' });
    const star = (name: string) => group.getByRole('radio', { name });
    const output = basic.getByRole('status');

    const box = (await group.boundingBox())!;
    expect(box.width).toBeCloseTo(140, 0);
    expect(box.height).toBeCloseTo(40, 0);
    await expect(group.getByRole('radio')).toHaveCount(5);
    await expect(star('3 stars')).toHaveAttribute('aria-checked', 'true');
    // A chosen star is filled with #FFA600; an empty one is only outlined.
    await expect(star('3 stars').locator('svg')).toHaveCSS('fill', 'rgb(255, 166, 0)');
    await expect(star('4 stars').locator('svg')).toHaveCSS('fill', 'rgba(0, 0, 0, 0)');

    await star('5 stars').hover();
    await expect(star('5 stars').locator('svg')).toHaveCSS('fill', 'rgb(255, 166, 0)');
    await expect(star('5 stars')).toHaveAttribute('aria-checked', 'false');
    await page.mouse.move(0, 0);
    await expect(star('5 stars').locator('svg')).toHaveCSS('fill', 'rgba(0, 0, 0, 0)');

    await star('4 stars').click();
    await expect(output).toHaveText('4 of 5');
    await expect(star('4 stars')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(star('5 stars')).toBeFocused();
    await expect(output).toHaveText('5 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(output).toHaveText('1 of 5');
    await page.keyboard.press('End');
    await expect(output).toHaveText('5 of 5');
    await page.keyboard.press('Home');
    await expect(star('1 star')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(output).toHaveText('Not rated');
    await page.keyboard.press('Space');
    await expect(output).toHaveText('1 of 5');
  });

  test('Tab lands on the chosen star only, and Shift+Tab leaves the group', async ({ page }) => {
    await page.goto('/components/rate');
    const group = page.locator('#rate-demo1').getByRole('radiogroup');
    await group.getByRole('radio', { name: '2 stars' }).click();
    await page.keyboard.press('Shift+Tab');
    await expect(group.getByRole('radio', { name: '2 stars' })).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(group.getByRole('radio', { name: '2 stars' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
  });

  test('a second click clears only where clearing is allowed', async ({ page }) => {
    await page.goto('/components/rate');
    const demo = page.locator('#rate-demo2');
    const clearable = demo.getByRole('radiogroup', { name: 'Clearable (default)' });
    const fixed = demo.getByRole('radiogroup', { name: 'Not clearable' });

    await clearable.getByRole('radio', { name: '3 stars' }).click();
    await expect(clearable.getByRole('radio', { checked: true })).toHaveCount(0);
    // The pointer still rests on the star just cleared, and it shows empty rather than a preview.
    await expect(clearable.getByRole('radio', { name: '3 stars' }).locator('svg')).toHaveCSS('fill', 'rgba(0, 0, 0, 0)');

    await fixed.getByRole('radio', { name: '3 stars' }).click();
    await page.keyboard.press('Delete');
    await expect(fixed.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(demo.getByRole('status').nth(1)).toHaveText('3 of 5');
  });

  test('custom colours fill the chosen stars, and the read-only score is one image with no tab stop', async ({ page }) => {
    await page.goto('/components/rate');
    const spiciness = page.locator('#rate-demo3').getByRole('radiogroup', { name: 'Spiciness' });
    const icon = spiciness.getByRole('radio', { name: '4 stars' }).locator('svg');
    await expect(icon).toHaveCSS('fill', 'rgb(245, 34, 45)');
    await expect(icon).toHaveCSS('transition-duration', '0.15s, 0.15s, 0.15s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(icon).toHaveCSS('transition-duration', '0s');

    const demo = page.locator('#rate-demo4');
    const average = demo.getByRole('img', { name: 'Average rating: 4 out of 5 stars' });
    await expect(average).toBeVisible();
    await expect(average.locator('.aq-rate__star[data-filled]')).toHaveCount(4);
    await expect(average.locator('[tabindex]')).toHaveCount(0);
    await average.locator('.aq-rate__star').nth(4).click();
    await expect(average).toHaveAttribute('data-value', '4');

    await demo.getByRole('radio', { name: '2 stars' }).click();
    await expect(demo.getByRole('status')).toHaveText('Bad');
  });
});
