import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { EDIT_TIMEOUT, replaceInEditor } from './editor-helpers';
import { test, expect, useSavedTheme } from './fixtures';

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Presses the mouse on the middle of `handle`, moves by (dx, dy) in steps, and releases unless told not to. */
async function mouseDrag(page: Page, handle: Locator, dx: number, dy: number, { release = true } = {}) {
  const box = await boxOf(handle);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  if (release) await page.mouse.up();
}

/** Waits for the opening animation to end, so boxes are measured at their resting size. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
}

async function openDraggable(page: Page, constraint: 'none' | 'constrain' | 'bounce', resizable = false) {
  await page.goto('/components/dialog');
  const demo = page.locator('#dialog-demo4');
  await demo.getByRole('radio', { name: constraint }).check();
  if (resizable) await demo.getByRole('switch', { name: 'Resizable' }).check();
  await demo.getByRole('button', { name: 'Open draggable dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move me' });
  await settled(dialog);
  return { dialog, titleBar: dialog.locator('.aq-dialog__header') };
}

test.describe('dialog page', () => {
  test('a component dialog: focus moves in and cycles with Tab, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/components/dialog');
    const opener = page.getByRole('button', { name: 'Open profile' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Follow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator('#dialog-demo1').getByRole('status')).toHaveText('Closed without following.');
  });

  test('while a dialog is open the body has the open class and does not scroll; both go when it closes', async ({ page }) => {
    await page.goto('/components/dialog');
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/aq-dialog-open/);
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(body).toHaveClass(/\baq-dialog-open\b/);
    await expect(body).toHaveCSS('overflow', 'hidden');
    await page.getByRole('dialog').getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(body).not.toHaveClass(/aq-dialog-open/);
    await expect(body).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('#dialog-demo1').getByRole('status')).toHaveText('You follow Sofía Hernández.');
  });

  test('md is 560 px wide, sm 400 px; the layer is at z-index 1050; it opens in 0.4 s over a 0.3 s backdrop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/components/dialog');
    await page.getByRole('button', { name: 'Open profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toHaveCSS('animation-duration', '0.4s');
    // The open dialog's own layer (the configurator's resting picture draws one of its own).
    const layer = page.locator('.aq-dialog-layer', { has: profile });
    await expect(layer.locator('.aq-dialog__backdrop')).toHaveCSS('animation-duration', '0.3s');
    await expect(layer).toHaveCSS('z-index', '1050');
    await settled(profile);
    expect((await boxOf(profile)).width).toBe(560);
    // Centred in the window.
    const box = await boxOf(profile);
    expect(Math.round(box.x + box.width / 2)).toBe(640);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete Team photo.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file?' });
    await settled(confirm);
    expect((await boxOf(confirm)).width).toBe(400);
  });

  test('on a 360 px screen a dialog keeps 1rem from each edge', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/components/dialog');
    await page.getByRole('button', { name: 'Open profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await settled(dialog);
    expect(await boxOf(dialog)).toMatchObject({ x: 16, width: 328 });
  });

  test('a click on the backdrop closes the element dialog; Delete removes the file', async ({ page }) => {
    await page.goto('/components/dialog');
    const demo = page.locator('#dialog-demo3');
    await demo.getByRole('button', { name: 'Delete Quarterly report.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete file?' });
    await settled(dialog);
    await page.mouse.click(10, 400);
    await expect(dialog).toHaveCount(0);
    await expect(demo.getByText('Quarterly report.pdf')).toBeVisible();

    await demo.getByRole('button', { name: 'Delete Quarterly report.pdf' }).click();
    await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(demo.getByText('Quarterly report.pdf')).toHaveCount(0);
  });

  test('the data demo lists 31 states; a new pick closed by Escape asks first, in a second dialog', async ({ page }) => {
    await page.goto('/components/dialog');
    await page.getByRole('button', { name: 'Pick a state' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick a state' });
    await expect(picker.getByRole('radio')).toHaveCount(31);
    await picker.getByRole('radio', { name: 'Querétaro' }).check();
    await page.keyboard.press('Escape');
    const prompt = page.getByRole('dialog', { name: 'Discard your choice?' });
    await expect(prompt).toContainText('You picked Querétaro.');
    await expect(prompt.getByRole('button', { name: 'Keep picking' })).toBeFocused();
    // Escape goes to both dialogs: the prompt closes (an answer of no value keeps the choice), and the
    // picker, whose guard is still waiting for that answer, stays.
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: 'Choose' }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.locator('#dialog-demo2').getByRole('status')).toHaveText('Selected state: Querétaro');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an open dialog has no axe violations (${theme})`, async ({ page }) => {
      await useSavedTheme(page, theme);
      await page.goto('/components/dialog');
      await page.getByRole('switch', { name: 'Resizable', exact: true }).check();
      await page.getByRole('button', { name: 'Open draggable dialog' }).click();
      await settled(page.getByRole('dialog', { name: 'Move me' }));
      const results = await new AxeBuilder({ page }).include('.aq-dialog-layer').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test.describe('dragging', () => {
    test("the title bar, with its 10 px drag marker, moves the dialog with the mouse ('none')", async ({ page }) => {
      const { dialog, titleBar } = await openDraggable(page, 'none');
      expect((await boxOf(dialog.locator('.aq-dialog__drag-marker'))).height).toBe(10);
      const start = await boxOf(dialog);
      await mouseDrag(page, titleBar.getByRole('heading', { name: 'Move me' }), -150, 60);
      const moved = await boxOf(dialog);
      expect(Math.round(moved.x - start.x)).toBe(-150);
      expect(Math.round(moved.y - start.y)).toBe(60);
      // 'none' lets it leave the window.
      await mouseDrag(page, titleBar.getByRole('heading', { name: 'Move me' }), -2000, 0);
      expect((await boxOf(dialog)).x).toBeLessThan(0);
    });

    test("'constrain' keeps it inside the window during the drag", async ({ page }) => {
      const { dialog, titleBar } = await openDraggable(page, 'constrain');
      await mouseDrag(page, titleBar, -2000, -2000, { release: false });
      expect(await boxOf(dialog)).toMatchObject({ x: 0, y: 0 });
      await page.mouse.up();
    });

    test("'bounce' lets it out during the drag and pulls it back inside on release", async ({ page }) => {
      const { dialog, titleBar } = await openDraggable(page, 'bounce');
      await mouseDrag(page, titleBar, 2000, 0, { release: false });
      const viewport = page.viewportSize()!;
      expect((await boxOf(dialog)).x + (await boxOf(dialog)).width).toBeGreaterThan(viewport.width);
      await page.mouse.up();
      await expect
        .poll(async () => {
          const box = await boxOf(dialog);
          return Math.round(box.x + box.width);
        })
        .toBe(viewport.width);
    });

    test('the move button moves it with the arrow keys, and the sample buttons reset it', async ({ page }) => {
      const { dialog } = await openDraggable(page, 'none');
      const start = await boxOf(dialog);
      const move = dialog.getByRole('button', { name: 'Move dialog' });
      await move.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      let box = await boxOf(dialog);
      expect([Math.round(box.x - start.x), Math.round(box.y - start.y)]).toEqual([20, 50]);
      await page.keyboard.press('Home');
      box = await boxOf(dialog);
      expect([Math.round(box.x - start.x), Math.round(box.y - start.y)]).toEqual([0, 0]);

      await dialog.getByRole('button', { name: 'Reset 120 px up' }).click();
      box = await boxOf(dialog);
      expect([Math.round(box.x - start.x), Math.round(box.y - start.y)]).toEqual([0, -120]);
      await dialog.getByRole('button', { name: 'Reset to centre' }).click();
      expect(Math.round((await boxOf(dialog)).y)).toBe(Math.round(start.y));
    });
  });

  test.describe('resizing', () => {
    test('the corner handle follows the mouse and keeps the top-left corner in place', async ({ page }) => {
      const { dialog } = await openDraggable(page, 'none', true);
      const handle = dialog.getByRole('separator', { name: 'Resize dialog' });
      const start = await boxOf(dialog);
      await mouseDrag(page, handle, 80, 50);
      const grown = await boxOf(dialog);
      expect(Math.round(grown.width - start.width)).toBe(80);
      expect(Math.round(grown.height - start.height)).toBe(50);
      expect([Math.round(grown.x), Math.round(grown.y)]).toEqual([Math.round(start.x), Math.round(start.y)]);
      await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(grown.width)));
      await expect(handle).toBeFocused();
    });

    test('the arrow keys resize it, and it stops at its minimum size', async ({ page }) => {
      const { dialog } = await openDraggable(page, 'none', true);
      const handle = dialog.getByRole('separator', { name: 'Resize dialog' });
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await expect(handle).toHaveAttribute('aria-valuenow', '410');
      await page.keyboard.press('Shift+ArrowLeft');
      await expect(handle).toHaveAttribute('aria-valuenow', '360');
      for (let index = 0; index < 6; index++) await page.keyboard.press('Shift+ArrowLeft');
      await expect(handle).toHaveAttribute('aria-valuenow', '240');
      expect((await boxOf(dialog)).width).toBe(240);
    });

    test("it grows no wider than the window less 2rem, and 'constrain' keeps it inside the window", async ({ page }) => {
      const { dialog } = await openDraggable(page, 'constrain', true);
      const handle = dialog.getByRole('separator', { name: 'Resize dialog' });
      const viewport = page.viewportSize()!;
      await handle.focus();
      for (let index = 0; index < 30; index++) await page.keyboard.press('Shift+ArrowRight');
      await expect(handle).toHaveAttribute('aria-valuenow', String(viewport.width - 32));
      const box = await boxOf(dialog);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(Math.round(box.x + box.width)).toBeLessThanOrEqual(viewport.width);
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the dialog neither animates nor lingers when it closes', async ({ page }) => {
      await page.goto('/components/dialog');
      await page.getByRole('button', { name: 'Open profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile' });
      await expect(dialog).toHaveCSS('animation-name', 'none');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/aq-dialog-open/);
    });
  });

  test('edit mode: changing the sample component file changes the dialog in the preview', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/components/dialog');
    const demo = page.locator('#dialog-demo1');
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.getByRole('tab')).toHaveText(['HTML output', 'dialog-demo1.tsx', 'user-card.tsx', 'dialog-demo1.scss']);
    await demo.getByRole('button', { name: 'Edit' }).click();
    await expect(demo.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(demo.locator('.playground-preview')).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
    const frame = demo.frameLocator('iframe');

    await demo.getByRole('tab', { name: 'user-card.tsx' }).click();
    await replaceInEditor(page, demo, 'Front-end engineer', 'Data engineer');
    await expect(demo.locator('.playground-toolbar__status')).toHaveText('Edited', { timeout: EDIT_TIMEOUT });
    await frame.getByRole('button', { name: 'Open profile' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Profile' });
    await expect(dialog).toContainText('Data engineer · Guadalajara', { timeout: EDIT_TIMEOUT });
    await dialog.getByRole('button', { name: 'Follow' }).click();
    await expect(frame.getByRole('status')).toHaveText('You follow Sofía Hernández.');
  });
});
