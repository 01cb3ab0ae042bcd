import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, EDIT_TIMEOUT, openEditor, replaceInEditor } from './editor-helpers';
import { test, expect } from './fixtures';

const NOTE = 'Read-only: the markup this example renders';

/** The example's section with no axe violation (the preview frame's own document is checked elsewhere). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include(DEMO).exclude(`${DEMO} iframe`).options({ iframes: false }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}

test.describe('HTML output', () => {
  test('read mode: Show code has the example’s server-rendered markup, formatted, read-only, by keyboard, and copies it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/components/button');
    const demo = page.locator(DEMO);
    await expect(demo.getByRole('button', { name: 'Primary' })).toBeVisible();
    await demo.getByRole('button', { name: 'Show code' }).click();
    // No longer the page every demo mounts into: what this one renders.
    await expect(demo.getByRole('tab')).toHaveText(['HTML output', 'button-demo1.tsx', 'button-demo1.scss']);

    const tsTab = demo.getByRole('tab', { name: 'button-demo1.tsx' });
    await expect(tsTab).toHaveAttribute('aria-selected', 'true');
    await tsTab.focus();
    await page.keyboard.press('Home');
    const outputTab = demo.getByRole('tab', { name: 'HTML output' });
    await expect(outputTab).toBeFocused();
    await expect(outputTab).toHaveAttribute('aria-selected', 'true');

    const panel = demo.getByRole('tabpanel', { name: 'HTML output' });
    await expect(panel).toHaveAccessibleDescription(NOTE);
    await expect(panel.getByText(NOTE)).toBeVisible();
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    const code = panel.locator('code');
    // The library's button as the server renders it, one element a line, indented; React's comments gone.
    await expect(code).toContainText('<div class="button-demo1">\n  <div class="button-demo1__row">\n    <button');
    await expect(code).toContainText('class="aq-button"');
    await expect(code).toContainText('>Primary</button>');
    await expect(code).toContainText('>Clicked 0 times</p>');
    await expect(code).not.toContainText('<!--');
    // Highlighted by the build, as the files are.
    await expect(code.locator('.t-tag').first()).toBeVisible();
    await expectAccessible(page);

    await demo.getByRole('button', { name: 'Copy code' }).click();
    await expect(demo.getByRole('status')).toHaveText('HTML output copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<button');
    expect(copied).toBe(await code.textContent());
  });

  test('edit mode: a read-only tab follows the preview’s markup as the code and the demo change', async ({ page }) => {
    test.setTimeout(150_000);
    const { demo, frame } = await openEditor(page);
    const outputTab = demo.getByRole('tab', { name: 'HTML output' });
    // The page the demo mounts into stays a file one can edit; the output comes after the files.
    await expect(demo.getByRole('tab')).toHaveText(['index.html', 'button-demo1.tsx', 'button-demo1.scss', 'HTML output']);

    await demo.getByRole('tab', { name: 'button-demo1.tsx' }).focus();
    await page.keyboard.press('End');
    await expect(outputTab).toBeFocused();
    await expect(outputTab).toHaveAttribute('aria-selected', 'true');
    const panel = demo.getByRole('tabpanel', { name: 'HTML output' });
    await expect(panel).toHaveAccessibleDescription(NOTE);
    const code = panel.getByRole('region', { name: 'HTML output' });
    await expect(code).toContainText('>Primary</button>', { timeout: EDIT_TIMEOUT });
    await expect(code).toContainText('>Clicked 0 times</p>');
    await expect(panel.getByRole('button', { name: 'Copy HTML output' })).toBeVisible();
    await expect(demo.locator('.monaco-editor').first()).toBeHidden();
    await expectAccessible(page);

    // What the person does in the preview shows while the tab is open.
    await frame.getByRole('button', { name: 'Primary' }).click();
    await expect(code).toContainText('>Clicked 1 time</p>');

    // An edit to the TSX: the preview reruns and the output follows.
    await demo.getByRole('tab', { name: 'button-demo1.tsx' }).click();
    await replaceInEditor(page, demo, '>Primary<', '>Principal<');
    await expect(frame.getByRole('button', { name: 'Principal' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await outputTab.click();
    await expect(code).toContainText('>Principal</button>');
    await expect(code).not.toContainText('>Primary</button>');
  });
});
