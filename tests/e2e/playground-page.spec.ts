import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { EDIT_TIMEOUT, openEditor, replaceInEditor, setEditorText } from './editor-helpers';
import { test, expect } from './fixtures';

test.describe('the playground page', () => {
  test('a blank start, a file added and imported, names refused with their messages, and a reload that keeps it all', async ({
    page,
  }) => {
    await page.goto('/playground');
    const workspace = page.locator('.workspace');
    const preview = workspace.frameLocator('iframe');
    await expect(preview.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(workspace.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });

    const files = page.getByRole('navigation', { name: 'Files' });
    await files.getByRole('textbox', { name: 'New file name' }).fill('Card.tsx');
    await files.getByRole('button', { name: 'Add file' }).click();
    await expect(files.getByRole('button', { name: 'Card.tsx', exact: true })).toHaveAttribute('aria-current', 'true');
    await setEditorText(page, workspace, 'export function Card() {\n  return <p>From the card</p>;\n}\n');

    await files.getByRole('button', { name: 'App.tsx', exact: true }).click();
    await setEditorText(page, workspace, "import { Card } from './Card';\nexport default function App() {\n  return <Card />;\n}\n");
    await expect(preview.getByText('From the card')).toBeVisible();

    await files.getByRole('textbox', { name: 'New file name' }).fill('card.tsx');
    await files.getByRole('button', { name: 'Add file' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is already a file named Card.tsx.' })).toBeVisible();
    await files.getByRole('textbox', { name: 'New file name' }).fill('notes.md');
    await files.getByRole('button', { name: 'Add file' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '“notes.md” has no extension the playground knows' })).toBeVisible();

    // Renamed, the file is no longer what App.tsx imports: the message names the import.
    await files.getByRole('button', { name: 'Rename Card.tsx' }).click();
    await files.getByRole('textbox', { name: 'New name for Card.tsx' }).fill('Panel.tsx');
    await files.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(files.getByRole('button', { name: 'Panel.tsx', exact: true })).toBeVisible();
    await expect(workspace.locator('.playground-errors')).toContainText('Cannot import "./Card"');
    await expect(files.getByRole('button', { name: 'Rename App.tsx' })).toHaveCount(0);
    await expect(files.getByRole('button', { name: 'Delete App.tsx' })).toHaveCount(0);

    await page.reload();
    await expect(files.getByRole('button', { name: 'Panel.tsx', exact: true })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(workspace.locator('.playground-errors')).toContainText('Cannot import "./Card"', { timeout: EDIT_TIMEOUT });

    await files.getByRole('button', { name: 'Delete Panel.tsx' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(preview.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  });
});

/** The page with its workspace loaded (after going to `path`, if given): the preview drawn and the editor in place. */
async function openPlayground(page: Page, path: string | null = '/playground') {
  if (path !== null) await page.goto(path);
  const workspace = page.locator('.workspace');
  await expect(workspace.locator('.workspace__preview')).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
  await expect(workspace.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
  return { workspace, preview: workspace.frameLocator('iframe'), files: page.getByRole('navigation', { name: 'Files' }) };
}

/** The editor's text as a person reads it (Monaco draws spaces as no-break spaces). */
const editorText = async (workspace: Locator) =>
  ((await workspace.locator('.monaco-editor .view-lines').first().textContent()) ?? '').replace(/\u00a0/g, ' ');

test.describe('the playground page, its start points and hand-outs', () => {
  test('Share puts every file in the link, and the link restores them in a fresh browser', async ({ page, browser }) => {
    const { workspace, files } = await openPlayground(page);
    await files.getByRole('textbox', { name: 'New file name' }).fill('Card.tsx');
    await files.getByRole('button', { name: 'Add file' }).click();
    await setEditorText(page, workspace, 'export const Card = () => <p>Shared card</p>;\n');
    await files.getByRole('button', { name: 'App.tsx', exact: true }).click();
    await setEditorText(page, workspace, "import { Card } from './Card';\nexport default function App() {\n  return <Card />;\n}\n");
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this workspace' }).inputValue();
    expect(link).toMatch(/\/playground#share=2\.[\w-]+$/);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      const opened = await openPlayground(other, link);
      await expect(opened.preview.getByText('Shared card')).toBeVisible();
      await opened.files.getByRole('button', { name: 'Card.tsx', exact: true }).click();
      await expect.poll(() => editorText(opened.workspace)).toContain('Shared card');
      // Taken off the address, so a reload shows the workspace as it is, not the link again.
      expect(new URL(other.url()).hash).toBe('');
      await expect(other.getByText('were set aside')).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });

  test('Open in playground carries a demo’s edit; the person’s own files are set aside and come back', async ({ page }) => {
    const first = await openPlayground(page);
    await setEditorText(page, first.workspace, 'export default function App() {\n  return <p>My own work</p>;\n}\n');
    await expect(first.preview.getByText('My own work')).toBeVisible();

    const { demo } = await openEditor(page);
    await replaceInEditor(page, demo, 'Primary', 'Carried');
    await expect(demo.frameLocator('iframe').getByRole('button', { name: 'Carried' })).toBeVisible();
    await demo.getByRole('button', { name: 'More' }).click();
    await demo.getByRole('button', { name: 'Open in playground' }).click();
    await expect(page).toHaveURL(/\/playground$/);
    const { preview } = await openPlayground(page, null);
    await expect(preview.getByRole('button', { name: 'Carried' })).toBeVisible();

    const notice = page.getByRole('status').filter({ hasText: 'were set aside' });
    await expect(notice).toContainText('Your own files (App.tsx, styles.scss) were set aside.');
    await notice.getByRole('button', { name: 'Bring them back' }).click();
    await expect(preview.getByText('My own work')).toBeVisible();
  });

  test('New starts from the blank template or from any demo, found by typing', async ({ page }) => {
    const { workspace, preview } = await openPlayground(page);
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await expect(dialog.getByRole('searchbox', { name: 'Filter the examples' })).toBeFocused();
    await page.keyboard.type('datepicker range');
    await expect(dialog.getByRole('status')).not.toHaveText(/^0 examples/);
    const choice = dialog.getByRole('region', { name: 'Datepicker' }).getByRole('button').first();
    await expect(dialog.getByRole('region', { name: 'Button' })).toHaveCount(0);
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(preview.locator('[aria-expanded]').first()).toBeVisible();
    await expect.poll(() => editorText(workspace)).toContain('aquila-ui/datepicker');

    await page.getByRole('button', { name: 'New' }).click();
    await dialog.getByRole('button', { name: /^Blank/ }).click();
    await expect(preview.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  });

  test('Format runs Prettier on the open file, from its button and from Shift+Alt+F', async ({ page }) => {
    const { workspace } = await openPlayground(page);
    await setEditorText(page, workspace, 'export default function App(){return <p className="x">Tidy</p>}');
    await page.getByRole('button', { name: 'Format' }).click();
    await expect.poll(() => editorText(workspace)).toContain('return <p className="x">Tidy</p>;');

    await setEditorText(page, workspace, 'const   a = {b:1}\nexport default function App(){return <p>{a.b}</p>}');
    await page.keyboard.press('Shift+Alt+F');
    await expect.poll(() => editorText(workspace)).toContain('const a = { b: 1 };');

    await setEditorText(page, workspace, 'export default function App( {');
    await page.getByRole('button', { name: 'Format' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'App.tsx could not be formatted:' })).toBeVisible();
  });

  test('Embed copies an <iframe> whose page shows the preview only, or the code when asked', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'More' }).click();
    // Mounted, Open in CodeSandbox fetches nothing from another host (the fixture fails on any such request).
    await expect(page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: 'Open in CodeSandbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Embed' }).click();
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    const src = /<iframe src="([^"]+)"/.exec(snippet)?.[1];
    expect(src).toMatch(/\/playground\/embed#share=2\./);

    await page.goto(src!);
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Clicked 0 times' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.locator('.monaco-editor')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit in the Aquila UI playground' })).toHaveAttribute(
      'href',
      /\/playground#share=2\./,
    );

    await page.goto(src!.replace('/playground/embed#', '/playground/embed?view=code#'));
    await expect(page.getByRole('tab', { name: 'App.tsx' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'App.tsx, read-only' })).toContainText('Clicked {count} times');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the columns resize from their separators, by keyboard and by dragging, and the layout is remembered', async ({ page }) => {
    const { workspace } = await openPlayground(page);
    const editorWidth = () =>
      workspace.locator('.workspace__editor').evaluate((element) => Math.round(element.getBoundingClientRect().width));
    const handle = page.getByRole('separator', { name: 'Width of the editor' });
    const start = Number(await handle.getAttribute('aria-valuenow'));
    const before = await editorWidth();
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(start + 32));
    expect(await editorWidth()).toBe(before + 32);

    const files = page.getByRole('separator', { name: 'Width of the files' });
    const box = (await files.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + 100, { steps: 4 });
    await page.mouse.up();
    const filesWidth = Number(await files.getAttribute('aria-valuenow'));
    expect(filesWidth).toBeGreaterThan(200);

    await page.reload();
    await expect(page.getByRole('separator', { name: 'Width of the files' })).toHaveAttribute('aria-valuenow', String(filesWidth), {
      timeout: EDIT_TIMEOUT,
    });
  });

  test('at 1280 x 800 the preview fills the output column, and a share link does not push the console out of the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { workspace } = await openPlayground(page);
    const column = workspace.locator('.workspace__output');
    const frame = workspace.getByTitle('Preview of the playground');
    await expect(frame).toBeVisible();
    const [columnBox, frameBox] = [await column.boundingBox(), await frame.boundingBox()];
    // The rest of the column is the Full window bar and the console's closed header and toolbar.
    expect(frameBox!.height).toBeGreaterThan(columnBox!.height * 0.6);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('textbox', { name: 'Link to this workspace' })).toBeVisible();
    const console = await workspace.locator('.workspace__console').boundingBox();
    expect(console!.y + console!.height).toBeLessThanOrEqual(800);
    expect((await frame.boundingBox())!.height).toBeGreaterThan(200);
  });

  test('at 360 px Code, Preview and Console are tabs that switch the view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/playground');
    const tabs = page.getByRole('tablist', { name: 'Workspace views' });
    await expect(tabs.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true', { timeout: EDIT_TIMEOUT });
    await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();
    await expect(page.locator('.workspace__preview')).toBeHidden();

    await tabs.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.locator('.workspace').frameLocator('iframe').getByRole('button', { name: 'Clicked 0 times' })).toBeVisible({
      timeout: EDIT_TIMEOUT,
    });
    await expect(page.getByRole('navigation', { name: 'Files' })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Console' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Console' })).toContainText('No messages yet');
    await expect(page.locator('.workspace__preview')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the More menu’s actions look alike, a link or a button, with one hover and one focus ring', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'More' }).click();
    const group = page.getByRole('group', { name: 'More actions' });
    await expect(group.getByText('Open in CodeSandbox')).toBeVisible();
    const looks = await group.locator('a, button').evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return [
          style.color,
          style.backgroundColor,
          style.borderTopWidth,
          style.padding,
          style.fontSize,
          style.textDecorationLine,
          style.width,
        ].join(' ');
      }),
    );
    expect(looks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(looks).size).toBe(1);

    const first = group.locator('a, button').first();
    await first.hover();
    await expect(first).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(group.locator('a, button').nth(1)).toBeFocused();
    await expect(group.locator('a, button').nth(1)).toHaveCSS('outline-style', 'solid');
  });

  test('passes axe in both themes, the New dialog open included', async ({ page }) => {
    await openPlayground(page);
    const violations = async () => {
      const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    };
    expect(await violations(), 'light theme').toEqual([]);
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByRole('dialog', { name: 'New workspace' }).getByRole('status')).toHaveText(/examples$/);
    expect(await violations(), 'New dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
    expect(await violations(), 'dark theme').toEqual([]);
  });
});
