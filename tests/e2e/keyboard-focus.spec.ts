import { EDIT_TIMEOUT } from './editor-helpers';
import { test, expect } from './fixtures';

test.describe('focus follows a keyboard user', () => {
  test('Enter on Edit puts focus in that example’s code editor, and Enter on Close brings it back to Edit', async ({ page }) => {
    await page.goto('/components/select');
    const demo = page.locator('#select-demo1');
    const edit = demo.getByRole('button', { name: 'Edit' });
    await edit.focus();
    await page.keyboard.press('Enter');

    // Monaco's text area, inside this example, once the editor is there.
    await expect(demo.locator('.monaco-editor')).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect
      .poll(() => demo.evaluate((section) => section.querySelector('.monaco-editor')?.contains(document.activeElement)), {
        timeout: EDIT_TIMEOUT,
      })
      .toBe(true);
    await page.keyboard.type('// typed ');
    await expect(demo.locator('.monaco-editor .view-lines')).toContainText('// typed');

    // Escape lets Tab leave the editor; the toolbar's Close is reached from the keyboard alone.
    const close = demo.getByRole('button', { name: 'Close editor' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(demo).toHaveAttribute('data-mode', 'read');
    await expect(demo.getByRole('button', { name: 'Edit' })).toBeFocused();
  });

  test('the site’s own disclosures open and close from the keyboard and give focus back where it came from', async ({ page }) => {
    await page.goto('/components/button');

    // The sidebar's toggle keeps focus as it hides and shows the navigation.
    const hide = page.getByRole('button', { name: 'Hide navigation' });
    await hide.focus();
    await page.keyboard.press('Enter');
    const show = page.getByRole('button', { name: 'Show navigation' });
    await expect(show).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hide).toBeFocused();

    // An example's "Show code" is a disclosure: Enter opens its files, and the toggle keeps focus.
    const demo = page.locator('#button-demo1');
    await demo.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('Enter');
    const hideCode = demo.getByRole('button', { name: 'Hide code' });
    await expect(hideCode).toBeFocused();
    await expect(hideCode).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByRole('tabpanel')).toBeVisible();

    // The edit toolbar's More: Enter opens it, Tab walks into its actions, Escape closes it onto More.
    await demo.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    const more = demo.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible({ timeout: EDIT_TIMEOUT });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const actions = demo.getByRole('group', { name: 'More actions' });
    await page.keyboard.press('Tab');
    await expect.poll(() => actions.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
  });

  test('the skip link lands on the page’s content, after the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/components/select');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab reaches the page's own first control, not the sidebar's links.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((node) => !!node.closest('.components-layout__content'))).toBe(true);
    expect(await focused.evaluate((node) => !!node.closest('#components-sidebar'))).toBe(false);
  });

  test('every code block has a copy button that copies its code', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/components/button');
    const copyImport = page.getByRole('button', { name: 'Copy the import line' });
    await copyImport.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("import { Button } from 'aquila-ui/button';");

    for (const path of ['/guides', '/guides/getting-started', '/overview']) {
      await page.goto(path);
      await expect(page.locator('.code-block').first()).toBeVisible();
      const blocks = await page.locator('.code-block').count();
      const buttons = await page.locator('.code-block-frame__copy, .copyable-command button').count();
      expect(buttons, path).toBe(blocks);
    }
  });
});
