import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, EDIT_TIMEOUT, openEditor, replaceInEditor, setEditorText } from './editor-helpers';
import { test, expect, useSavedTheme } from './fixtures';

/** The demo's edit as this browser saved it: the files that differ from the shipped ones, or null for none. */
const storedEdit = (page: Page) =>
  page.evaluate(() => {
    const files = JSON.parse(localStorage.getItem('aquila-workspaces') ?? '{}').workspaces?.['button-demo1']?.files ?? {};
    return Object.keys(files).length ? files : null;
  });

test.describe('playground', () => {
  // Nor the preview frame's runtime, nor the configurator's parser: they wait for a sign of interest.
  test('read mode fetches none of the editor, compiler or sass', async ({ page }) => {
    const heavy: string[] = [];
    page.on('request', (request) => {
      // Monaco's own chunks; `monaco-module` is only the few lines that know where to fetch them from.
      if (
        /MonacoEditor|editor\.api|editor\.worker|ts\.worker|tsMode|esbuild|\.wasm|sass|compiler\.worker|jsx-props|playground\/runtime/.test(
          request.url(),
        )
      ) {
        heavy.push(request.url());
      }
    });
    await page.goto('/components/button');
    await expect(page.locator(DEMO).getByRole('button', { name: 'Primary' })).toBeVisible();
    await page.locator(DEMO).getByRole('button', { name: 'Show code' }).click();
    await expect(page.locator(DEMO).getByRole('tabpanel')).toContainText('aquila-ui/button');
    await page.goto('/components/input');
    await expect(page.getByRole('heading', { level: 1, name: 'Input' })).toBeVisible();
    expect(heavy).toEqual([]);
  });

  test('edits compile into a sandboxed frame that follows the theme', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await expect(demo.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    await replaceInEditor(page, demo, 'Primary', 'Saved');
    await expect(frame.getByRole('button', { name: 'Saved' })).toBeVisible();

    await demo.getByRole('tab', { name: 'button-demo1.scss' }).click();
    await setEditorText(page, demo, '.button-demo1 { outline: 3px solid rgb(255, 0, 0); }\n');
    await expect(frame.locator('.button-demo1')).toHaveCSS('outline-color', 'rgb(255, 0, 0)');

    await expect(frame.locator('html')).toHaveAttribute('theme', 'light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(frame.locator('html')).toHaveAttribute('theme', 'dark');
  });

  test('a compile error shows file, line and column, and fixing it recovers', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(page, demo, 'export default function Demo() {\n  return <p>Fine</p>;\n}\n');
    await expect(frame.getByText('Fine')).toBeVisible();
    await setEditorText(page, demo, 'export default function Demo() {\n  return <p>Broken</p;\n}\n');
    const errors = demo.getByRole('alert');
    await expect(errors).toContainText('Compile error in button-demo1.tsx:2:');
    await expect(demo.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
    await expect(frame.getByText('Fine')).toBeVisible(); // the last good preview stays
    await setEditorText(page, demo, 'export default function Demo() {\n  return <p>Fixed</p>;\n}\n');
    await expect(frame.getByText('Fixed')).toBeVisible();
    await expect(errors).toHaveText('');
  });

  test('an import the playground lacks is named', async ({ page }) => {
    const { demo } = await openEditor(page);
    // Other packages come from the package CDN; a second copy of React never does.
    await setEditorText(page, demo, "import { renderToString } from 'react-dom/server';\nexport default () => renderToString;\n");
    await expect(demo.getByRole('alert')).toContainText('Cannot import "react-dom/server"');
    await expect(demo.getByRole('alert')).toContainText('button-demo1.tsx:1:32');
  });

  test('a runtime error is caught in the frame and reported with its line', async ({ page }) => {
    const { demo } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      'export default function Demo() {\n  const items: string[] | undefined = undefined;\n  return <p>{items!.length}</p>;\n}\n',
    );
    await expect(demo.getByRole('alert')).toContainText('Runtime error in button-demo1.tsx:3:');
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  });

  test('messages a hostile demo sends to the page are ignored or shown as text', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "export default function Demo() {\n  window.parent.postMessage(null, '*');\n  window.parent.postMessage({ type: 'height', height: 'tall' }, '*');\n  window.parent.postMessage({ type: 'error', runId: 999, message: { not: 'text' } }, '*');\n  return <p>Still here</p>;\n}\n",
    );
    await expect(frame.getByText('Still here')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
    await expect(demo.getByRole('alert')).toHaveText('');
  });

  test('a loop that awaits between iterations is stopped too', async ({ page, problems }) => {
    const { demo } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "import { useEffect, useState } from 'react';\nexport default function Demo() {\n  const [n, setN] = useState(0);\n  useEffect(() => {\n    (async () => {\n      let i = 0;\n      while (true) {\n        await 0;\n        i++;\n      }\n    })();\n  }, []);\n  return <p>{n}</p>;\n}\n",
    );
    await expect(demo.getByRole('alert')).toHaveText('Stopped: the code ran too long');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    // The demo's own promise rejects inside the sandboxed frame; the browser reports that one error
    // for the frame, and it is the one expected here.
    const frameError = problems.findIndex((problem) => problem === 'page error: stopped: the code ran too long');
    if (frameError >= 0) problems.splice(frameError, 1);
  });

  test('a runaway loop is stopped and the page stays responsive', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      'export default function Demo() {\n  let n = 0;\n  while (true) { n++; }\n  return <p>{n}</p>;\n}\n',
    );
    // The guard stops the loop after its time budget, then the frame reports; a busy machine needs longer.
    await expect(demo.getByRole('alert')).toHaveText('Stopped: the code ran too long');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    await setEditorText(page, demo, 'export default function Demo() {\n  return <p>Back</p>;\n}\n');
    await expect(frame.getByText('Back')).toBeVisible();
  });

  test('a frame that stops answering is replaced', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    // A second frame on the page, the configurator's, shares the browser's process with the first.
    // (Pointing at the configurator starts it, as a person's pointer would.)
    await page.locator('.configurator').hover();
    await expect(page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' })).toBeVisible();
    // Endless microtasks starve the frame's event loop without any loop for the guard to catch.
    await setEditorText(
      page,
      demo,
      "import { useEffect } from 'react';\nexport default function Demo() {\n  useEffect(() => {\n    const spin = (): Promise<void> => Promise.resolve().then(spin);\n    void spin();\n  }, []);\n  return <p>Spinning</p>;\n}\n",
    );
    await expect(demo.getByRole('alert')).toHaveText('Stopped: the code ran too long');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeEnabled();
    await setEditorText(page, demo, 'export default function Demo() {\n  return <p>Recovered</p>;\n}\n');
    await expect(frame.getByText('Recovered')).toBeVisible();
    // The page's other frame (the configurator's), stalled with it, was replaced too and runs its sample again.
    await expect(page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(page.locator('.configurator .playground-errors li')).toHaveCount(0);
  });

  test('an edit survives a reload, and Reset restores the shipped demo', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await replaceInEditor(page, demo, 'Primary', 'Kept');
    await expect(frame.getByRole('button', { name: 'Kept' })).toBeVisible();
    await expect.poll(() => storedEdit(page)).not.toBeNull();

    await page.reload();
    const reloaded = page.locator(DEMO).frameLocator('iframe');
    await expect(reloaded.getByRole('button', { name: 'Kept' })).toBeVisible({ timeout: EDIT_TIMEOUT });

    // One file can go back on its own; Reset takes every file back.
    await page.locator(DEMO).getByRole('tab', { name: 'button-demo1.scss' }).click();
    await setEditorText(page, page.locator(DEMO), '.button-demo1 { gap: 40px; }\n');
    await expect
      .poll(async () => Object.keys((await storedEdit(page)) ?? {}).sort())
      .toEqual(['button-demo1.scss', 'button-demo1.tsx']);
    await page.locator(DEMO).getByRole('button', { name: 'Reset file' }).click();
    await expect.poll(async () => Object.keys((await storedEdit(page)) ?? {})).toEqual(['button-demo1.tsx']);
    await expect(reloaded.getByRole('button', { name: 'Kept' })).toBeVisible();

    await page.locator(DEMO).getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(reloaded.getByRole('button', { name: 'Primary' })).toBeVisible();
    await expect.poll(() => storedEdit(page)).toBeNull();
  });

  test('the editor knows the library: prop completion with JSDoc, and type errors underlined', async ({ page }) => {
    const { demo } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      'import { Button } from \'aquila-ui/button\';\nexport default function Demo() {\n  return <Button variant="sparkly">Hi</Button>;\n}\n',
    );
    // The TypeScript worker knows ButtonProps: an unknown variant is a type error.
    await expect(demo.locator('.monaco-editor .squiggly-error').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('const probe = <Button radi');
    await page.keyboard.press('Control+Space');
    const suggestion = page.locator('.monaco-editor .suggest-widget').getByText('radius').first();
    await expect(suggestion).toBeVisible({ timeout: EDIT_TIMEOUT });
    await page.keyboard.press('Escape');

    // Hovering a prop shows its JSDoc from the library's source.
    await page.keyboard.press('ControlOrMeta+F');
    await page.keyboard.insertText('variant');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+K');
    await page.keyboard.press('ControlOrMeta+I');
    await expect(page.locator('.monaco-hover').getByText('How the button is painted')).toBeVisible({ timeout: EDIT_TIMEOUT });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`edit mode has no serious or critical axe violation (${theme})`, async ({ page }) => {
      await useSavedTheme(page, theme);
      const { demo } = await openEditor(page);
      await replaceInEditor(page, demo, 'Primary', 'Shared');
      await demo.getByRole('button', { name: 'Share' }).click();
      await expect(demo.getByLabel('Link to this version')).toBeVisible();
      // The preview frame shows the demo itself, already scanned in read mode; axe cannot read its
      // stylesheets from an opaque origin anyway.
      const results = await new AxeBuilder({ page }).include('#button-demo1').options({ iframes: false, preload: false }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`,
        );
      expect(severe).toEqual([]);
    });
  }

  test('Escape then Tab leaves the editor', async ({ page }) => {
    const { demo } = await openEditor(page);
    await demo.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const inEditor = await page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
    expect(inEditor).toBe(false);
  });

  test('a shared link opens the edit in a fresh browser', async ({ page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { demo, frame } = await openEditor(page);
    await replaceInEditor(page, demo, 'Primary', 'Shared');
    await expect(frame.getByRole('button', { name: 'Shared' })).toBeVisible();
    await demo.getByRole('button', { name: 'Share' }).click();
    const link = await demo.getByLabel('Link to this version').inputValue();
    expect(link).toMatch(/\/components\/button#share=2\./);
    expect(link.length).toBeLessThan(300);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const problems: string[] = [];
    other.on('pageerror', (error) => problems.push(error.message));
    await other.goto(link);
    const sharedDemo = other.locator(DEMO);
    await expect(sharedDemo.getByText('This is a modified version of the example')).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(sharedDemo.frameLocator('iframe').getByRole('button', { name: 'Shared' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await sharedDemo.getByRole('button', { name: 'Back to the original' }).click();
    await expect(sharedDemo.frameLocator('iframe').getByRole('button', { name: 'Primary' })).toBeVisible();
    expect(problems).toEqual([]);
    await fresh.close();
  });

  for (const [name, hash] of [
    ['damaged', '#share=1.AAAAthis-is-not-deflate'],
    ['unknown-version', '#share=9.abc'],
    ['oversized', `#share=1.${'A'.repeat(100_001)}`],
  ] as const) {
    test(`a ${name} shared link says so and shows the shipped demo`, async ({ page }) => {
      await page.goto(`/components/button${hash}`);
      await expect(page.getByRole('alert').filter({ hasText: 'This shared link is invalid or damaged' })).toBeVisible();
      await expect(page.locator(DEMO)).toHaveAttribute('data-mode', 'read');
      await expect(page.locator(DEMO).getByRole('button', { name: 'Primary' })).toBeVisible();
    });
  }

  test('on a narrow screen a plain text editor is used and the preview works', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/components/button');
    const demo = page.locator(DEMO);
    await expect(demo.getByRole('button', { name: 'Primary' })).toBeVisible();
    await demo.getByRole('button', { name: 'Edit' }).click();
    const editor = demo.getByRole('textbox', { name: 'button-demo1.tsx, Basic' });
    await expect(editor).toBeVisible({ timeout: EDIT_TIMEOUT });
    await editor.fill('export default function Demo() {\n  return <p>Small screen</p>;\n}\n');
    await expect(demo.frameLocator('iframe').getByText('Small screen')).toBeVisible({ timeout: EDIT_TIMEOUT });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
