import type { Locator, Page } from '@playwright/test';

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
