import { existsSync } from 'node:fs';
import { deflateSync, strToU8 } from 'fflate';
import type { Page } from '@playwright/test';
import { EDIT_TIMEOUT } from './editor-helpers';
import { test, expect } from './fixtures';

const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A workspace link of today's format, as the playground's Share writes it. */
const workspaceLink = (files: Record<string, string>) =>
  `/playground#share=2.${Buffer.from(deflateSync(strToU8(JSON.stringify({ v: 2, w: files })), { level: 9 })).toString('base64url')}`;

const scrollbarWidth = (page: Page) => page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);

// Headless Chromium hides scrollbars unless told otherwise; the shift a scroll lock causes is the
// scrollbar's width, so this file's pages have real ones.
test.use({
  launchOptions: {
    executablePath: systemChromium,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
});

test.describe('a modal over a scrolled page', () => {
  test('opening and closing a dialog moves nothing behind it, and hides the page from assistive technology', async ({ page }) => {
    await page.goto('/components/dialog');
    const width = await scrollbarWidth(page);
    expect(width).toBeGreaterThan(0);

    // Found by its text, not its role: while the dialog is open, the page around it has none to give.
    const opener = page.locator('#dialog-demo2 button', { hasText: 'Pick a state' });
    await opener.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: window.scrollY + 120, behavior: 'instant' }));
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    const before = (await opener.boundingBox())!;

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Pick a state' });
    await expect(dialog).toBeVisible();
    // The scrollbar is gone while the page is locked; the body is padded by its width instead.
    await expect.poll(() => scrollbarWidth(page)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingRight)).toBe(`${width}px`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    const during = (await opener.boundingBox())!;
    expect(during.x).toBeCloseTo(before.x, 0);
    expect(during.y).toBeCloseTo(before.y, 0);
    // Only the dialog is left to assistive technology (and the page's live regions, which may still speak).
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Dialog' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => scrollbarWidth(page)).toBe(width);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingRight)).toBe('0px');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect((await opener.boundingBox())!.x).toBeCloseTo(before.x, 0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Dialog' })).toHaveCount(1);
    await expect(opener).toBeFocused();
  });
});

const DIALOG_WITH_SELECT = `import { useState } from 'react';
import { Dialog } from 'aquila-ui/dialog';
import { Option, Select } from 'aquila-ui/select';

export default function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} heading="Order">
        <Select aria-label="Fruit" placeholder="Choose a fruit">
          <Option value="apple">Apple</Option>
          <Option value="pear">Pear</Option>
        </Select>
        <button type="button">After the field</button>
      </Dialog>
    </>
  );
}
`;

test.describe('overlays in one layer stack', () => {
  test('a list open in a dialog takes Escape and the backdrop press first, and closes when focus moves on', async ({ page }) => {
    await page.goto(workspaceLink({ 'App.tsx': DIALOG_WITH_SELECT }));
    const preview = page.locator('.workspace').frameLocator('iframe');
    await preview.getByRole('button', { name: 'Open' }).click({ timeout: EDIT_TIMEOUT });
    const dialog = preview.getByRole('dialog', { name: 'Order' });
    const field = dialog.getByRole('combobox', { name: 'Fruit' });
    const list = preview.getByRole('listbox');

    // Escape: the list first, then the dialog.
    await field.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();

    // A press on the backdrop while the list is open closes the list only.
    await field.click();
    await expect(list).toBeVisible();
    const frame = (await page.locator('.workspace iframe').boundingBox())!;
    await page.mouse.click(frame.x + 5, frame.y + 5);
    await expect(list).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // Focus moving on closes the list at once, with no timer to wait out.
    await field.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'After the field' })).toBeFocused();
    await expect(list).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
