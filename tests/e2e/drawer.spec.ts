import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Presses the mouse on the centre of `box` and releases it `dx`, `dy` px away. */
async function drag(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number, dy: number) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

test.describe('drawer page', () => {
  test('closeDesktop draws the × button in the header, which closes the drawer after its 500 ms slide', async ({ page }) => {
    await page.goto('/components/drawer');
    await page.locator('#drawer-demo1').getByRole('button', { name: 'Open drawer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Basic drawer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.aq-drawer__handle')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(dialog).toHaveCount(0);
  });

  for (const [placement, dx, dy] of [
    ['bottom', 0, 60],
    ['top', 0, -60],
    ['left', -60, 0],
    ['right', 60, 0],
  ] as const) {
    test(`closeMobile: the handle of a ${placement} drawer closes on a drag toward its edge, not away from it`, async ({ page }) => {
      await page.goto('/components/drawer');
      const demo = page.locator('#drawer-demo2');
      await demo.getByText(placement, { exact: true }).click();
      await demo.getByRole('button', { name: 'Open' }).click();
      const dialog = page.getByRole('dialog', { name: `Drawer on the ${placement}` });
      await expect(dialog).toHaveAttribute('data-state', 'open');
      const handle = dialog.getByRole('button', { name: 'Close' });
      await expect(handle).toHaveClass(/aq-drawer__handle/);
      // Let the slide-in end, so the handle stands still under the pointer.
      await page.waitForTimeout(600);
      const box = (await handle.boundingBox())!;

      await drag(page, box, -dx, -dy);
      await page.waitForTimeout(100);
      await expect(dialog).toHaveAttribute('data-state', 'open');

      await drag(page, box, dx, dy);
      await expect(dialog).toHaveCount(0);
    });
  }

  test('the drag handle is an 80 × 5 px bar at the top of a bottom drawer and the bottom of a top one', async ({ page }) => {
    await page.goto('/components/drawer');
    const demo = page.locator('#drawer-demo2');
    for (const placement of ['bottom', 'top'] as const) {
      await demo.getByText(placement, { exact: true }).click();
      await demo.getByRole('button', { name: 'Open' }).click();
      const dialog = page.getByRole('dialog', { name: `Drawer on the ${placement}` });
      await page.waitForTimeout(600);
      const panel = (await dialog.boundingBox())!;
      const bar = (await dialog.locator('.aq-drawer__handle-bar').boundingBox())!;
      expect([bar.width, bar.height]).toEqual([80, 5]);
      if (placement === 'bottom') expect(bar.y - panel.y).toBeLessThan(24);
      else expect(panel.y + panel.height - (bar.y + bar.height)).toBeLessThan(24);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test('a drawer opened from code with no host rendered shows, and closes from inside', async ({ page }) => {
    await page.goto('/components/drawer');
    await page.locator('#drawer-demo4').getByRole('button', { name: 'Ada Lovelace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await expect(dialog).toContainText('Analyst');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
