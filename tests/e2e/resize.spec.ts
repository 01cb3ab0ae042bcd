import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Presses the mouse on the middle of the handle, moves by (dx, dy) in a few steps and releases. */
async function mouseDrag(page: Page, handle: Locator, dx: number, dy: number) {
  await handle.scrollIntoViewIfNeeded();
  const box = await boxOf(handle);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe('resize page', () => {
  test('the basic panel starts 320 px wide and follows a mouse drag of its 5 px corner, reporting the size on release', async ({
    page,
  }) => {
    await page.goto('/components/resize');
    const demo = page.locator('#resize-demo1');
    const handle = demo.getByRole('separator', { name: 'Resize the note' });
    const panel = demo.locator('.aq-resizable');
    await expect(handle).toHaveCSS('border-right-width', '5px');
    await expect(handle).toHaveCSS('border-bottom-width', '5px');
    await expect(handle).toHaveCSS('cursor', 'nwse-resize');
    const start = await boxOf(panel);
    expect(start.width).toBe(320);

    // 60 px is far past the 16 px handle: capture keeps the moves coming to it.
    await mouseDrag(page, handle, 60, 40);
    const grown = await boxOf(panel);
    expect(grown.width).toBe(380);
    expect(grown.height).toBe(Math.round(start.height) + 40);
    await expect(demo.getByText(`Resized to 380 × ${grown.height} px`)).toBeVisible();
    await expect(handle).toBeFocused();

    await mouseDrag(page, handle, -1000, -1000);
    expect(await boxOf(panel)).toMatchObject({ width: 100, height: 100 });
    await expect(demo.getByText('Resized to 100 × 100 px')).toBeVisible();
  });

  test('the handle resizes from the keyboard: arrows by 10 px, Shift by 50, Home to the minimum', async ({ page }) => {
    await page.goto('/components/resize');
    const demo = page.locator('#resize-demo1');
    const handle = demo.getByRole('separator', { name: 'Resize the note' });
    const panel = demo.locator('.aq-resizable');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '330');
    // The text rewraps in the wider panel: the height reported is the one laid out after it.
    const rewrapped = Math.round((await boxOf(panel)).height);
    await expect(demo.getByText(`Resized to 330 × ${rewrapped} px`)).toBeVisible();
    await page.keyboard.press('Shift+ArrowDown');
    await expect(demo.getByText(`Resized to 330 × ${rewrapped + 50} px`)).toBeVisible();
    expect((await boxOf(panel)).height).toBe(rewrapped + 50);
    await expect(handle).toHaveAttribute('aria-valuetext', `Width 330 px, height ${rewrapped + 50} px`);
    await page.keyboard.press('Home');
    await expect(demo.getByText('Resized to 100 × 100 px')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    expect((await boxOf(panel)).width).toBe(100);
  });

  test.describe('with a touch screen', () => {
    test.use({ hasTouch: true });

    test('a finger drags the handle without scrolling the page, and a pen does too', async ({ page }) => {
      await page.goto('/components/resize');
      const demo = page.locator('#resize-demo1');
      const handle = demo.getByRole('separator', { name: 'Resize the note' });
      const panel = demo.locator('.aq-resizable');
      await handle.scrollIntoViewIfNeeded();
      const start = await boxOf(panel);
      const box = await boxOf(handle);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (const step of [1, 2, 3, 4]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + step * 10, y: y + step * 8 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(demo.getByText(`Resized to 360 × ${Math.round(start.height) + 32} px`)).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      const pen = { button: 'left', pointerType: 'pen' } as const;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: x + 40, y: y + 32, clickCount: 1, ...pen });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: x + 20, y: y + 32, ...pen });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: x + 20, y: y + 32, clickCount: 1, ...pen });
      await expect(demo.getByText(`Resized to 340 × ${Math.round(start.height) + 32} px`)).toBeVisible();
    });
  });

  test('the selects choose the direction and the marker position; the dragged edge follows the pointer', async ({ page }) => {
    await page.goto('/components/resize');
    const demo = page.locator('#resize-demo2');
    const handle = demo.getByRole('separator', { name: 'Resize the box' });
    const panel = demo.locator('.aq-resizable');
    await demo.getByLabel('Direction').selectOption('horizontal');
    await demo.getByLabel('Marker position').selectOption('left');
    await expect(handle).toHaveCSS('cursor', 'ew-resize');
    const before = await boxOf(panel);
    const mark = await boxOf(handle);
    expect(mark.width).toBe(5);
    expect(mark.x).toBeCloseTo(before.x + 1, 0); // inside the 1 px border, on the left edge

    await mouseDrag(page, handle, -50, 30);
    const after = await boxOf(panel);
    expect(after.width).toBe(before.width + 50);
    expect(after.height).toBe(before.height);
    expect(after.x + after.width).toBeCloseTo(before.x + before.width, 0);
    expect((await boxOf(handle)).x).toBeCloseTo(mark.x - 50, 0);

    await demo.getByLabel('Direction').selectOption('vertical');
    await demo.getByLabel('Marker position').selectOption('top');
    await expect(handle).toHaveCSS('cursor', 'ns-resize');
    expect((await boxOf(handle)).height).toBe(5);
    const low = await boxOf(panel);
    await mouseDrag(page, handle, 20, -30);
    const tall = await boxOf(panel);
    expect(tall.height).toBe(low.height + 30);
    expect(tall.width).toBe(low.width);
    await expect(demo.getByText(`Resized to ${tall.width} × ${tall.height} px`)).toBeVisible();

    await demo.getByLabel('Direction').selectOption('diagonal');
    await demo.getByLabel('Marker position').selectOption('bottom-right');
    await mouseDrag(page, handle, -1000, -1000);
    expect(await boxOf(panel)).toMatchObject({ width: 100, height: 100 });
    await expect(demo.getByText('Resized to 100 × 100 px')).toBeVisible();
  });

  test('at 360 px a panel grows no wider than its container', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/components/resize');
    const demo = page.locator('#resize-demo1');
    const panel = demo.locator('.aq-resizable');
    const container = await boxOf(demo.locator('.resize-demo1'));
    await mouseDrag(page, demo.getByRole('separator', { name: 'Resize the note' }), 500, 0);
    expect((await boxOf(panel)).width).toBeCloseTo(container.width, 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
