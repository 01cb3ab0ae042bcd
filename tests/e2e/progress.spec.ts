import { test, expect } from './fixtures';

test.describe('progress page', () => {
  test('the buttons step the circle by 10 within 0 and 100; it turns green with a check at 100', async ({ page }) => {
    await page.goto('/components/progress');
    const demo = page.locator('#progress-demo1');
    const upload = demo.getByRole('progressbar', { name: 'Upload' });
    const ring = upload.locator('circle.aq-progress__bar');
    await expect(upload).toHaveCSS('width', '100px');
    await expect(upload).toHaveAttribute('aria-valuenow', '30');
    await expect(ring).toHaveCSS('stroke', 'rgb(24, 144, 255)');
    await expect(ring).toHaveCSS('transition-duration', '0.5s, 0.5s');
    // 30 % of the 283 dash is uncovered: 70 % of it is still offset.
    await expect(ring).toHaveCSS('stroke-dashoffset', '198.1px');
    await expect(upload).toContainText('30%');

    const increase = demo.getByRole('button', { name: 'Increase' });
    for (let press = 0; press < 8; press++) await increase.click();
    await expect(upload).toHaveAttribute('aria-valuenow', '100');
    await expect(ring).toHaveCSS('stroke', 'rgb(82, 196, 26)');
    await expect(ring).toHaveCSS('stroke-dashoffset', '0px');
    await expect(upload.locator('.progress-demo1__check')).toBeVisible();
    await expect(upload).not.toContainText('%');

    await demo.getByRole('button', { name: 'Decrease' }).click();
    await expect(upload).toHaveAttribute('aria-valuenow', '90');
    await expect(ring).toHaveCSS('stroke', 'rgb(24, 144, 255)');
    await expect(upload).toContainText('90%');
  });

  test('lines fill their track by the percent, and stop moving under reduced motion', async ({ page }) => {
    await page.goto('/components/progress');
    const demo = page.locator('#progress-demo2');
    const bars = demo.getByRole('progressbar');
    await expect(bars).toHaveCount(5);
    for (const [index, percent] of [30, 50, 70, 100, 60].entries()) {
      const bar = bars.nth(index);
      await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
      await expect(bar).toContainText(`${percent}%`);
      const track = (await bar.locator('.aq-progress__track').boundingBox())!;
      const fill = (await bar.locator('.aq-progress__bar').boundingBox())!;
      expect(fill.width / track.width).toBeCloseTo(percent / 100, 2);
      await expect(bar.locator('.aq-progress__bar')).toHaveCSS('background-color', 'rgb(24, 144, 255)');
    }
    await expect(bars.first().locator('.aq-progress__bar')).toHaveCSS('transition-duration', '0.5s, 0.5s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(bars.first().locator('.aq-progress__bar')).toHaveCSS('transition-duration', '0s');
  });

  test('small, medium and large are 6, 8 and 10 px lines and 80, 100 and 120 px circles', async ({ page }) => {
    await page.goto('/components/progress');
    const demo = page.locator('#progress-demo3');
    for (const [size, thickness, diameter] of [
      ['small', '6px', '80px'],
      ['medium', '8px', '100px'],
      ['large', '10px', '120px'],
    ]) {
      await expect(demo.getByRole('progressbar', { name: `Line, ${size}` }).locator('.aq-progress__track')).toHaveCSS(
        'height',
        thickness,
      );
      const circle = demo.getByRole('progressbar', { name: `Circle, ${size}` });
      await expect(circle).toHaveCSS('width', diameter);
      await expect(circle).toHaveCSS('height', diameter);
    }
  });

  test('custom text: format follows the steps, content sits in the ring, null shows none', async ({ page }) => {
    await page.goto('/components/progress');
    const demo = page.locator('#progress-demo4');
    const onboarding = demo.getByRole('progressbar', { name: 'Onboarding' });
    await expect(onboarding).toHaveText('3 of 5 steps');
    await demo.getByRole('button', { name: 'Next step' }).click();
    await expect(onboarding).toHaveText('4 of 5 steps');
    await expect(onboarding).toHaveAttribute('aria-valuetext', '4 of 5 steps');

    const trial = demo.getByRole('progressbar', { name: 'Free trial' });
    await expect(trial.locator('circle.aq-progress__bar')).toHaveCSS('stroke', 'rgb(146, 84, 222)');
    const ring = (await trial.boundingBox())!;
    const text = (await trial.getByText('days left').boundingBox())!;
    // The text sits inside the ring, around its middle.
    expect(text.x).toBeGreaterThan(ring.x);
    expect(text.x + text.width).toBeLessThan(ring.x + ring.width);
    expect(Math.abs(text.y + text.height / 2 - (ring.y + ring.height / 2))).toBeLessThan(ring.height / 4);

    const syncing = demo.getByRole('progressbar', { name: 'Syncing' });
    await expect(syncing).toHaveText('');
    await expect(syncing.locator('.aq-progress__bar')).toBeVisible();
  });
});
