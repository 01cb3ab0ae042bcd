import { expect, type Locator, type Page } from '@playwright/test';

// Edit mode's first load parses ~7 MB (Monaco, TypeScript, esbuild, sass) on a 2-core machine
// that may be running another browser test at the same time.
export const EDIT_TIMEOUT = 60_000;

/** The first occurrence of `search` in the active file becomes `replacement`. */
export async function replaceInEditor(page: Page, demo: Locator, search: string, replacement: string) {
  await demo.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.insertText(search);
  await page.keyboard.press('Escape');
  await page.keyboard.insertText(replacement);
}

/** The demo the playground's tests edit: the button page's first. */
export const DEMO = '#button-demo1';

/** Opens the first button demo in edit mode and waits for its compiled preview. */
export async function openEditor(page: Page, path = '/components/button') {
  await page.goto(path);
  const demo = page.locator(DEMO);
  // The live demo loads lazily and grows its box; clicking Edit before that could hit a moving target.
  await expect(demo.getByRole('button', { name: 'Primary' })).toBeVisible();
  await demo.getByRole('button', { name: 'Edit' }).click();
  const frame = demo.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Primary' })).toBeVisible({ timeout: EDIT_TIMEOUT });
  await expect(demo.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
  return { demo, frame };
}

/** Replaces the whole active file the way a person pastes (typing would meet auto-closing brackets). */
export async function setEditorText(page: Page, demo: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await demo.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}
