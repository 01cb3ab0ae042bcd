import type { Locator } from '@playwright/test';
import { COMPONENTS } from '../../src/data/components';
import { EDIT_TIMEOUT, openEditor, setEditorText } from './editor-helpers';
import { expect, test } from './fixtures';

/** Each example's toolbar: its direction toggle and its locale select. */
async function showRightToLeftInArabic(example: Locator) {
  await example.getByRole('button', { name: 'Right to left' }).click();
  await example.getByRole('combobox', { name: 'Locale' }).selectOption('ar');
}

/**
 * What of the example reaches past its box: each element in the example's provider element (which has
 * no box of its own, `display: contents`) against the example's box, except inside an element that
 * scrolls or clips its content along the line (a tab list, a carousel's track), which is then measured
 * itself. A phrase for each, naming it.
 */
function overflowing(provider: Locator): Promise<string[]> {
  return provider.evaluate((root) => {
    const bounds = root.closest('.demo-viewer__stage')!.getBoundingClientRect();
    const keepsItsOwn = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const found: string[] = [];
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden text is a pixel, and an element that is not shown has no box.
      if (box.width > 1 && box.height > 1) {
        if (box.left < bounds.left - 1) found.push(`${name(element)} starts ${Math.round(bounds.left - box.left)}px before the box`);
        if (box.right > bounds.right + 1) found.push(`${name(element)} ends ${Math.round(box.right - bounds.right)}px past the box`);
      }
      if (keepsItsOwn(element)) return;
      for (const child of element.children) visit(child);
    };
    for (const child of root.children) visit(child);
    return found;
  });
}

test.describe('every example, right to left in Arabic', () => {
  test('each component page’s first example mirrors, speaks Arabic, errs nowhere and stays in its box', async ({ page, problems }) => {
    // ~30 pages in one browser page, one after another: a page costs a navigation, not a browser.
    test.setTimeout(COMPONENTS.length * 30_000);
    for (const component of COMPONENTS) {
      await test.step(component.path, async () => {
        const before = problems.length;
        await page.goto(`/components/${component.path}`);
        const example = page.locator('section.demo-viewer').first();
        await showRightToLeftInArabic(example);
        const provider = example.locator('.demo-viewer__stage > .aq-provider');
        await expect(provider).toHaveAttribute('dir', 'rtl');
        await expect(provider).toHaveAttribute('lang', 'ar');
        expect.soft(await overflowing(provider), `${component.path}: nothing leaves the example’s box`).toEqual([]);
        expect.soft(problems.slice(before), `${component.path}: no console error or page error`).toEqual([]);
      });
    }
  });

  test('edit mode shows the demo right to left in its frame', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await showRightToLeftInArabic(demo);
    const provider = frame.locator('#root > .aq-provider');
    await expect(provider).toHaveAttribute('dir', 'rtl', { timeout: EDIT_TIMEOUT });
    await expect(provider).toHaveAttribute('lang', 'ar', { timeout: EDIT_TIMEOUT });
    await expect(provider.getByRole('button', { name: 'Primary' })).toBeVisible();
    // Back to the shipped direction and language: the demo is its own root again, as before.
    await demo.getByRole('button', { name: 'Right to left' }).click();
    await demo.getByRole('combobox', { name: 'Locale' }).selectOption('en');
    await expect(frame.locator('#root > .aq-provider')).toHaveCount(0, { timeout: EDIT_TIMEOUT });
    await expect(frame.getByRole('button', { name: 'Primary' })).toBeVisible();
  });

  test('a demo that imports a catalogue (aquila-ui/locales/es) runs in edit mode', async ({ page }) => {
    await page.goto('/components/datepicker');
    const demo = page.locator('#datepicker-demo3');
    await expect(demo.getByRole('button', { name: 'Elegir fechas' })).toBeVisible();
    await demo.getByRole('button', { name: 'Edit' }).click();
    const frame = demo.frameLocator('iframe');
    await expect(frame.getByRole('button', { name: 'Elegir fechas' })).toBeVisible({ timeout: EDIT_TIMEOUT });
  });

  test('code in the editor imports a catalogue: its types are known and it runs in the preview', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    const code = (extra: string) =>
      [
        "import { AquilaProvider } from 'aquila-ui/provider';",
        "import { Button } from 'aquila-ui/button';",
        "import { fr } from 'aquila-ui/locales/fr';",
        extra,
        'export default function Demo() {',
        '  return <AquilaProvider locale="fr" messages={fr}><Button>{fr.paginator.of}</Button></AquilaProvider>;',
        '}',
        '',
      ].join('\n');
    // A wrong type is underlined, and nothing else: the catalogue's module and its types were found. Then none at all.
    await setEditorText(page, demo, code('const wrong: number = fr.paginator.of;'));
    await expect(demo.locator('.monaco-editor .squiggly-error')).toHaveCount(1, { timeout: EDIT_TIMEOUT });
    await setEditorText(page, demo, code(''));
    await expect(demo.locator('.monaco-editor .squiggly-error')).toHaveCount(0, { timeout: EDIT_TIMEOUT });
    await expect(frame.getByRole('button', { name: 'sur' })).toBeVisible({ timeout: EDIT_TIMEOUT });
  });
});
