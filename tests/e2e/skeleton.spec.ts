import { test, expect } from './fixtures';

test.describe('skeleton page', () => {
  test('shapes have their sizes, the card is at most 360 px wide, and the shimmer stops under reduced motion', async ({ page }) => {
    await page.goto('/components/skeleton');
    const variants = page.locator('#skeleton-demo2');
    const avatar = variants.locator('.aq-skeleton[data-variant="avatar"]');
    await expect(avatar).toHaveCSS('width', '32px');
    await expect(avatar).toHaveCSS('height', '32px');
    await expect(avatar).toHaveCSS('border-radius', '9999px');
    const button = variants.locator('.aq-skeleton[data-variant="button"]');
    await expect(button).toHaveCSS('width', '120px');
    await expect(button).toHaveCSS('height', '32px');
    await expect(avatar).toHaveCSS('animation-name', 'aq-skeleton-shimmer');

    const card = page.getByRole('region', { name: 'Loading a profile card' });
    await expect(card).toHaveCSS('max-width', '360px');
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(360);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(avatar).toHaveCSS('animation-name', 'none');
  });

  test('the basic example swaps placeholders for the article', async ({ page }) => {
    await page.goto('/components/skeleton');
    const basic = page.locator('#skeleton-demo1');
    await expect(basic.locator('.aq-skeleton')).toHaveCount(4);
    // A class of the page's own sizes a placeholder: the title line is shorter than the text lines.
    const [title, line] = await Promise.all(
      [0, 1].map(async (index) => (await basic.locator('.aq-skeleton').nth(index).boundingBox())!.width),
    );
    expect(title).toBeLessThan(line * 0.5);
    await basic.getByRole('button', { name: 'Show the content' }).click();
    await expect(basic.getByRole('heading', { name: 'Release notes' })).toBeVisible();
    await expect(basic.locator('.aq-skeleton')).toHaveCount(0);
  });
});
