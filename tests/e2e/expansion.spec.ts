import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('expansion panel page', () => {
  test('a click opens a panel and closes the open one; a disabled panel does not respond', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo1');
    const shipping = demo.getByRole('button', { name: 'How long does shipping take?' });
    const returns = demo.getByRole('button', { name: 'Can I return an item?' });
    const shippingText = demo.getByText('Orders placed before 2 pm');
    const returnsText = demo.getByText('Yes, within 30 days.');
    await expect(shippingText).toBeVisible();
    await expect(returnsText).toBeHidden();

    await returns.click();
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByRole('region', { name: 'Can I return an item?' })).toBeVisible();
    await expect(returnsText).toBeVisible();
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await expect(shippingText).toBeHidden();
    await expect(demo.getByRole('region')).toHaveCount(1);

    const giftCards = demo.getByRole('button', { name: 'Gift cards (coming soon)' });
    await expect(giftCards).toBeDisabled();
    await giftCards.click({ force: true });
    await expect(giftCards).toHaveAttribute('aria-expanded', 'false');
    await expect(demo.getByText('Gift cards are not available yet.')).toBeHidden();
  });

  test('a panel’s content is on the page as it unfolds, stays while it folds, and leaves once it has folded', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo1');
    const returns = demo.getByRole('button', { name: 'Can I return an item?' });
    const regionId = (await returns.getAttribute('aria-controls'))!;
    // A collapsed panel's region stays, empty, for the header's aria-controls.
    const region = page.locator(`[id="${regionId}"]`);
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText('');

    // Clicks the header and reads the region's text on the next frame, while the rows (0.15 s) are still moving.
    const clickAndRead = () =>
      returns.evaluate(async (button, id) => {
        (button as HTMLButtonElement).click();
        await new Promise(requestAnimationFrame);
        const region = document.getElementById(id)!;
        return { text: region.textContent, moving: region.getAnimations().length > 0 };
      }, regionId);
    const opening = await clickAndRead();
    expect(opening).toEqual({ text: expect.stringContaining('Yes, within 30 days.'), moving: true });
    await expect(region).toBeVisible();
    await expect.poll(() => region.evaluate((element) => element.getAnimations().length)).toBe(0);
    const closing = await clickAndRead();
    expect(closing).toEqual({ text: expect.stringContaining('Yes, within 30 days.'), moving: true });
    await expect(region).toHaveText('');
    await expect(region).toBeHidden();
  });

  test('Enter and Space toggle; the arrow keys, Home and End move between the headers, past the disabled one', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo1');
    const shipping = demo.getByRole('button', { name: 'How long does shipping take?' });
    const returns = demo.getByRole('button', { name: 'Can I return an item?' });
    await shipping.focus();
    await page.keyboard.press('Enter');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(returns).toBeFocused();
    await page.keyboard.press('Space');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(shipping).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(returns).toBeFocused();
    await page.keyboard.press('Home');
    await expect(shipping).toBeFocused();
    await page.keyboard.press('End');
    await expect(returns).toBeFocused();
  });

  test('opening and closing animate the height, and happen at once when less motion is asked for', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo1');
    const region = demo.locator('.aq-expansion-panel__region').first();
    await expect(region).toHaveCSS('transition-property', 'grid-template-rows, visibility');
    await expect(region).toHaveCSS('grid-template-rows', /^\d+(\.\d+)?px$/);
    const open = await box(region);
    expect(open.height).toBeGreaterThan(20);

    await demo.getByRole('button', { name: 'How long does shipping take?' }).click();
    await expect(region).toHaveCSS('grid-template-rows', '0px');
    await expect(region).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(region).toHaveCSS('transition-duration', '0s');
    await demo.getByRole('button', { name: 'How long does shipping take?' }).click();
    await expect(region).toBeVisible();
    expect((await box(region)).height).toBe(open.height);
  });

  test('a closed panel’s content cannot be reached with Tab; an open one’s can', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo2');
    const account = demo.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('Tab');
    await expect(demo.getByRole('button', { name: 'Notifications' })).toBeFocused();
    await account.click();
    await page.keyboard.press('Tab');
    await expect(demo.getByRole('button', { name: 'Change password' })).toBeFocused();
  });

  test('bordered: one border around the panels, the icons and the open panel’s edge in the accent colour', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo2');
    const accordion = demo.locator('.aq-accordion');
    await expect(accordion).toHaveCSS('border-top-width', '1px');
    await expect(accordion).toHaveCSS('border-top-style', 'solid');
    const accent = await accordion.evaluate((element) => element.style.getPropertyValue('--aq-accordion-color-light'));
    await expect(demo.locator('.aq-expansion-panel__icon').first()).toHaveCSS('color', accent);
    const open = demo.locator('.aq-expansion-panel[data-state="open"]');
    expect(await open.evaluate((element) => getComputedStyle(element, '::before').backgroundColor)).toBe(accent);
  });

  test('card: each panel is a card of its own, apart from the next', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo3');
    const panels = demo.locator('.aq-expansion-panel');
    await expect(panels).toHaveCount(3);
    await expect(panels.first()).toHaveCSS('border-top-width', '1px');
    await expect(panels.first()).not.toHaveCSS('box-shadow', 'none');
    const first = await box(panels.nth(0));
    const second = await box(panels.nth(1));
    expect(second.y - (first.y + first.height)).toBe(8);
  });

  test('the expand icon moves from the right to the left of the header', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo4');
    const header = demo.getByRole('button', { name: 'Morning session' });
    const icon = header.locator('.aq-expansion-panel__icon');
    const label = header.locator('.aq-expansion-panel__label');
    expect((await box(icon)).x).toBeGreaterThan((await box(label)).x);
    await demo.getByText('left', { exact: true }).click();
    await expect.poll(async () => (await box(icon)).x < (await box(label)).x).toBe(true);
  });

  test('multiple keeps several panels open; the buttons open or close them all', async ({ page }) => {
    await page.goto('/components/expansion');
    const demo = page.locator('#expansion-demo5');
    await expect(demo.getByRole('region')).toHaveCount(2);
    await demo.getByRole('button', { name: 'Fold and unfold' }).click();
    await expect(demo.getByRole('region')).toHaveCount(3);
    await expect(demo.getByRole('status')).toHaveText('3 of 3 open');
    await demo.getByRole('button', { name: 'Collapse all' }).click();
    await expect(demo.getByRole('region')).toHaveCount(0);
    await expect(demo.getByText('Push each wheel onto its axle until it clicks.')).toBeHidden();
    await demo.getByRole('button', { name: 'Expand all' }).click();
    await expect(demo.getByText('Push each wheel onto its axle until it clicks.')).toBeVisible();
  });
});
