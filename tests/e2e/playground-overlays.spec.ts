import type { FrameLocator, Locator, Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isConfiguratorDemo } from '../../src/demo-model/demo-id';
import { EDIT_TIMEOUT } from './editor-helpers';
import { test, expect } from './fixtures';

/**
 * In edit mode, what a demo opens — a list, a calendar, a menu, a tooltip, a dialog, a drawer — is
 * seen whole inside the preview frame, which grows to fit it. One visit per page, every demo of it.
 */
interface OverlayPage {
  page: string;
  /** Opens the demo's overlay inside the frame. */
  open: (frame: FrameLocator) => Promise<void>;
  /** The overlay that must fit. */
  overlay: (frame: FrameLocator) => Locator;
}

// A collapsed combobox, date-range field or menu button: whatever the demo has first that opens.
const expandable = (frame: FrameLocator) => frame.locator('[aria-expanded="false"]').first();

const PAGES: OverlayPage[] = [
  { page: 'select', open: (frame) => expandable(frame).click(), overlay: (frame) => frame.getByRole('listbox').first() },
  { page: 'datepicker', open: (frame) => expandable(frame).click(), overlay: (frame) => frame.getByRole('dialog').first() },
  { page: 'dropdown', open: (frame) => expandable(frame).click(), overlay: (frame) => frame.getByRole('menu').first() },
  {
    page: 'dialog',
    open: (frame) => frame.getByRole('button').first().click(),
    overlay: (frame) => frame.getByRole('dialog').first(),
  },
  {
    page: 'drawer',
    open: (frame) => frame.getByRole('button').first().click(),
    overlay: (frame) => frame.getByRole('dialog').first(),
  },
  {
    page: 'tooltip',
    open: (frame) => frame.getByRole('button').first().hover(),
    overlay: (frame) => frame.getByRole('tooltip').first(),
  },
];

const demosOf = (page: string) =>
  readdirSync(path.resolve('demos', page), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(`${page}-demo`))
    .map((entry) => entry.name)
    // The configurator's sample (demo 0) has no edit mode: it is always live in its own section.
    .filter((demoId) => !isConfiguratorDemo(demoId))
    .sort();

/** How far the overlay's box sticks out of the frame's box, in pixels (0 when it is inside). */
async function overflow(frameElement: Locator, overlay: Locator) {
  const [outer, inner] = await Promise.all([frameElement.boundingBox(), overlay.boundingBox()]);
  if (!outer || !inner) return Number.POSITIVE_INFINITY;
  return Math.max(
    0,
    outer.x - inner.x,
    outer.y - inner.y,
    inner.x + inner.width - (outer.x + outer.width),
    inner.y + inner.height - (outer.y + outer.height),
  );
}

async function checkDemo(page: Page, { open, overlay }: OverlayPage, demoId: string) {
  const demo = page.locator(`#${demoId}`);
  await demo.getByRole('button', { name: 'Edit' }).click();
  const preview = demo.locator('.playground-preview');
  await expect(preview).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
  // The editor's arrival is edit mode's heaviest moment; the overlay is opened after it, not during.
  await expect(demo.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
  const frameElement = demo.locator('iframe');
  const frame = demo.frameLocator('iframe');
  const restingHeight = (await frameElement.boundingBox())!.height;

  // On a loaded machine a press can land while the preview is still settling (the frame fitting its
  // content); opening again is harmless, as it only presses what is still closed. Opening on the first
  // press is each component's own tests' business; fitting inside the frame is this one's.
  await expect(async () => {
    if (!(await overlay(frame).isVisible())) await open(frame);
    await expect(overlay(frame), `${demoId}: the overlay opens`).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // The frame grows to the overlay (and lists lengthen as it does); the whole box ends up inside it.
  await expect.poll(() => overflow(frameElement, overlay(frame)), { message: `${demoId}: overlay inside the frame` }).toBeLessThan(1);
  expect((await frameElement.boundingBox())!.height).toBeGreaterThanOrEqual(restingHeight);

  await demo.getByRole('button', { name: 'Close editor' }).click();
  await expect(demo.getByRole('button', { name: 'Edit' })).toBeVisible();
}

test.describe('edit mode shows what overlay demos open', () => {
  for (const entry of PAGES) {
    test(`every ${entry.page} demo opens whole inside its preview`, async ({ page }) => {
      await page.goto(`/components/${entry.page}`);
      for (const demoId of demosOf(entry.page)) await checkDemo(page, entry, demoId);
    });
  }

  test('the preview shrinks back when a list closes, resizes from its handle, and opens full window', async ({ page }) => {
    await page.goto('/components/select');
    const demo = page.locator('#select-demo1');
    await demo.getByRole('button', { name: 'Edit' }).click();
    await expect(demo.locator('.playground-preview')).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
    const frameElement = demo.locator('iframe');
    const frame = demo.frameLocator('iframe');
    const height = async () => (await frameElement.boundingBox())!.height;
    const resting = await height();

    await expandable(frame).click();
    await expect.poll(() => overflow(frameElement, frame.getByRole('listbox'))).toBeLessThan(1);
    expect(await height()).toBeGreaterThan(resting);
    await frame.getByRole('combobox').press('Escape');
    await expect(frame.getByRole('listbox')).toBeHidden();
    await expect.poll(height).toBe(resting);

    const handle = demo.getByRole('separator', { name: 'Preview height' });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(height).toBe(resting + 32);
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 100, { steps: 4 });
    await page.mouse.up();
    await expect.poll(height).toBe(resting + 132);
    await handle.press('Enter');
    await expect.poll(height).toBe(resting);

    await demo.getByRole('button', { name: 'Full window' }).click();
    const view = page.getByRole('dialog', { name: /full window/ });
    await expect(view).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await height()).toBeGreaterThan(viewport.height * 0.8);
    // The same frame, still running the demo: its state is kept.
    await expect(frame.getByRole('combobox')).toBeVisible();
    await frame.locator('body').click();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect.poll(height).toBe(resting);
  });
});
