import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The slide shown: the only slide not hidden from assistive technology. */
const shownSlide = (carousel: Locator) => carousel.getByRole('group', { name: /^\d of \d$/ });

/** A mouse drag across the middle of the slides by dx px. */
async function swipe(page: Page, carousel: Locator, dx: number) {
  const box = (await carousel.locator('.aq-carousel__viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y);
  await page.mouse.move(x + dx, y);
  await page.mouse.up();
}

/** Fake timers that move only when the test says so, from before the page loads. */
async function stopTheClock(page: Page) {
  const start = new Date('2026-05-04T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('carousel page', () => {
  test('arrows, dots and swipes move the basic carousel, which slides its track', async ({ page }) => {
    await page.goto('/components/carousel');
    const carousel = page.locator('#carousel-demo1').getByRole('region', { name: 'Destinations' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 of 4');
    await expect(shownSlide(carousel)).toContainText('Lisbon');
    const track = carousel.locator('.aq-carousel__track');
    await expect(track).toHaveCSS('transition-duration', '0.5s');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(carousel)).toContainText('Kyoto');
    await carousel.getByRole('button', { name: 'Slide 4' }).click();
    await expect(shownSlide(carousel)).toContainText('Reykjavík');
    await expect(carousel.getByRole('button', { name: 'Slide 4' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(carousel)).toContainText('Lisbon');

    // The slide shown sits in the viewport once the track has slid there.
    await carousel.getByRole('button', { name: 'Slide 2' }).click();
    const viewportBox = (await carousel.locator('.aq-carousel__viewport').boundingBox())!;
    await expect.poll(async () => Math.round((await shownSlide(carousel).boundingBox())!.x)).toBe(Math.round(viewportBox.x));

    await swipe(page, carousel, -40);
    await expect(shownSlide(carousel)).toContainText('Oaxaca');
    await swipe(page, carousel, 40);
    await expect(shownSlide(carousel)).toContainText('Kyoto');
    await swipe(page, carousel, -20);
    await expect(shownSlide(carousel)).toContainText('Kyoto');
  });

  test('with reduced motion the slides change without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/components/carousel');
    const carousel = page.locator('#carousel-demo1').getByRole('region', { name: 'Destinations' });
    await expect(carousel.locator('.aq-carousel__track')).toHaveCSS('transition-duration', '0s');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(carousel)).toContainText('Kyoto');
  });

  test('auto-play moves every 3 s, wraps to the first, pauses under the pointer and stops with its button', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/components/carousel');
    const carousel = page.locator('#carousel-demo2').getByRole('region', { name: 'News' });
    await expect(shownSlide(carousel)).toContainText('Spring sale');
    await expect(carousel.locator('.aq-carousel__viewport')).toHaveAttribute('aria-live', 'off');

    await page.clock.runFor(2900);
    await expect(shownSlide(carousel)).toContainText('Spring sale');
    await page.clock.runFor(100);
    await expect(shownSlide(carousel)).toContainText('New: dark theme');
    await page.clock.runFor(3000);
    await expect(shownSlide(carousel)).toContainText('Meet us in Porto');
    await page.clock.runFor(3000);
    await expect(shownSlide(carousel)).toContainText('Spring sale');

    await shownSlide(carousel).hover();
    await expect(carousel.locator('.aq-carousel__viewport')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expect(shownSlide(carousel)).toContainText('Spring sale');
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect(shownSlide(carousel)).toContainText('New: dark theme');

    const rotation = carousel.getByRole('button', { name: 'Stop automatic slide show' });
    await expect(rotation).toBeVisible();
    await rotation.click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(9000);
    await expect(shownSlide(carousel)).toContainText('New: dark theme');
    await expect(carousel.locator('.aq-carousel__viewport')).toHaveAttribute('aria-live', 'polite');
  });

  test('keyboard focus inside holds auto-play until it leaves', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/components/carousel');
    const carousel = page.locator('#carousel-demo2').getByRole('region', { name: 'News' });
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Slide 1' })).toBeFocused();
    await page.clock.runFor(9000);
    await expect(shownSlide(carousel)).toContainText('Spring sale');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(shownSlide(carousel)).toContainText('New: dark theme');
    await page.locator('#carousel-demo2').getByRole('button', { name: 'Show code' }).focus();
    await page.clock.runFor(3000);
    await expect(shownSlide(carousel)).toContainText('Meet us in Porto');
  });

  test('with reduced motion auto-play starts stopped, and its button starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTheClock(page);
    await page.goto('/components/carousel');
    const carousel = page.locator('#carousel-demo2').getByRole('region', { name: 'News' });
    await page.clock.runFor(9000);
    await expect(shownSlide(carousel)).toContainText('Spring sale');
    await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.clock.runFor(3000);
    await expect(shownSlide(carousel)).toContainText('New: dark theme');
  });

  test('the radio group puts the dots above or below the slides', async ({ page }) => {
    await page.goto('/components/carousel');
    const demo = page.locator('#carousel-demo3');
    const carousel = demo.getByRole('region', { name: 'Seasons' });
    const dots = carousel.getByRole('group', { name: 'Choose a slide' });
    const slides = carousel.locator('.aq-carousel__viewport');
    expect((await dots.boundingBox())!.y).toBeLessThan((await slides.boundingBox())!.y);

    await demo.getByRole('radio', { name: 'bottom' }).check();
    await expect(carousel).toHaveAttribute('data-dot-placement', 'bottom');
    const slidesBox = (await slides.boundingBox())!;
    expect((await dots.boundingBox())!.y).toBeGreaterThanOrEqual(slidesBox.y + slidesBox.height);
    await dots.getByRole('button', { name: 'Slide 2' }).click();
    await expect(shownSlide(carousel)).toHaveText('Summer');
  });
});
