import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const EDIT_TIMEOUT = 30_000;

/** Opens the first button demo in edit mode and waits for its compiled preview. */
async function openEditor(page: Page) {
  await page.goto('/components/button');
  const demo = page.locator('#button-demo1');
  await demo.getByRole('button', { name: 'Edit' }).click();
  const frame = demo.frameLocator('iframe[title="Preview of Basic"]');
  await expect(frame.getByRole('button', { name: 'Primary' })).toBeVisible({ timeout: EDIT_TIMEOUT });
  return { demo, frame };
}

/** Replaces the active file's text through Monaco (select all, type). */
async function replaceInEditor(page: Page, demo: ReturnType<Page['locator']>, search: string, replacement: string) {
  const editor = demo.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: EDIT_TIMEOUT });
  const current = await page.evaluate((id) => {
    const store = JSON.parse(localStorage.getItem('aquila-editor') ?? '{}');
    return store.state?.edits?.[id]?.tsx ?? null;
  }, 'button-demo1');
  void current;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.type(search);
  await page.keyboard.press('Escape');
  await page.keyboard.type(replacement);
}

test.describe('playground', () => {
  test.setTimeout(90_000);

  test('Edit compiles the demo into a sandboxed frame and edits update it', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    const iframe = demo.locator('iframe');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
    await replaceInEditor(page, demo, 'Primary', 'Saved');
    await expect(frame.getByRole('button', { name: 'Saved' })).toBeVisible();
  });
});
