import { test, expect } from './fixtures';

test.describe('badge page', () => {
  test('the badge hangs on the top corner after the content, or before it', async ({ page }) => {
    await page.goto('/components/badge');
    const demo = page.locator('#badge-demo5');
    for (const [name, edge] of [
      ['After', 'right'],
      ['Before', 'left'],
    ] as const) {
      const avatar = await demo.getByRole('img', { name }).boundingBox();
      const count = await demo
        .locator('.aq-badge', { has: page.getByRole('img', { name }) })
        .locator('.aq-badge__count')
        .boundingBox();
      const avatarEdge = edge === 'right' ? avatar!.x + avatar!.width : avatar!.x;
      expect(Math.abs(count!.x + count!.width / 2 - avatarEdge)).toBeLessThanOrEqual(1);
      expect(Math.abs(count!.y + count!.height / 2 - avatar!.y)).toBeLessThanOrEqual(1);
    }
  });

  test('sizes are 20, 24 and 28 px high with 12, 14 and 16 px text, in #FF4D4F by default', async ({ page }) => {
    await page.goto('/components/badge');
    const demo = page.locator('#badge-demo4');
    for (const [name, height, fontSize] of [
      ['Small', '20px', '12px'],
      ['Medium', '24px', '14px'],
      ['Large', '28px', '16px'],
    ]) {
      const count = demo.locator('.aq-badge', { has: page.getByRole('img', { name }) }).locator('.aq-badge__count');
      await expect(count).toHaveCSS('height', height);
      await expect(count).toHaveCSS('font-size', fontSize);
      await expect(count).toHaveCSS('background-color', 'rgb(255, 77, 79)');
    }
  });

  test('the switch hides the badge and brings it back with the new count', async ({ page }) => {
    await page.goto('/components/badge');
    const demo = page.locator('#badge-demo2');
    const count = demo.locator('.aq-badge__count');
    await expect(count).toHaveText('3');
    await demo.getByRole('switch', { name: 'Show badge' }).click();
    await expect(count).toHaveCount(0);
    await demo.getByRole('button', { name: 'Add a message' }).click();
    await demo.getByRole('switch', { name: 'Show badge' }).press('Space');
    await expect(count).toHaveText('4');
  });

  test('counts past the limit show the limit and a plus', async ({ page }) => {
    await page.goto('/components/badge');
    await expect(page.locator('#badge-demo6 .aq-badge__count')).toHaveText(['99', '99+', '9+', '999+']);
  });

  test('a long count grows away from the content: "999+" keeps its inner edge half its height inside the avatar', async ({ page }) => {
    await page.goto('/components/badge');
    const badge = page.locator('#badge-demo6 .aq-badge', { has: page.getByRole('img', { name: 'Many' }) });
    const avatar = (await badge.getByRole('img', { name: 'Many' }).boundingBox())!;
    const count = (await badge.locator('.aq-badge__count').boundingBox())!;
    expect(count.height).toBe(24);
    expect(count.width).toBeGreaterThan(count.height);
    expect(Math.abs(count.x - (avatar.x + avatar.width - count.height / 2))).toBeLessThanOrEqual(1);
    expect(count.x + count.width).toBeGreaterThan(avatar.x + avatar.width);
  });
});
