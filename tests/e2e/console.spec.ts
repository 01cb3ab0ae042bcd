import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { EDIT_TIMEOUT, openEditor, setEditorText } from './editor-helpers';
import { test, expect } from './fixtures';

const consoleOf = (demo: Locator) => demo.getByRole('log', { name: 'Console' });

test.describe('the preview console', () => {
  test('shows a log with a nested object that opens as a tree, and warnings and errors by level', async ({ page }) => {
    const { demo } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "export default function Demo() {\n  console.log('hello', { a: 1, nested: { b: [1, 2] } });\n  console.warn('careful');\n  console.error('broken');\n  return <p>Logged</p>;\n}\n",
    );
    const log = consoleOf(demo);
    await expect(log).toContainText('hello', { timeout: EDIT_TIMEOUT });
    await expect(log).not.toContainText('[object Object]');

    const tree = log.getByRole('tree').first();
    const root = tree.getByRole('treeitem').first();
    await expect(root).toHaveAttribute('aria-expanded', 'false');
    await root.click();
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    const nested = tree.getByRole('treeitem', { name: /^nested/ });
    await expect(nested).toBeVisible();
    // The keyboard walks the tree: down to `a`, down to `nested`, right opens it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nested).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nested).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('treeitem', { name: /^b/ })).toBeVisible();

    await expect(log.locator('[data-level="warn"]')).toContainText('careful');
    await expect(log.locator('[data-level="error"]')).toContainText('broken');
    // The level filter leaves only the errors.
    await demo.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Errors' });
    await expect(log).not.toContainText('careful');
    await expect(log).toContainText('broken');

    const results = await new AxeBuilder({ page }).include('#button-demo1 .playground-console').options({ iframes: false }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("shows the library's and React's development warnings, which the production build does not give", async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "import { Checkbox } from 'aquila-ui/checkbox';\nexport default function Demo() {\n  return (\n    <div>\n      <Checkbox checked>Agree</Checkbox>\n      <ul>{['a', 'b'].map((item) => <li>{item}</li>)}</ul>\n    </div>\n  );\n}\n",
    );
    await expect(frame.getByText('Agree')).toBeVisible({ timeout: EDIT_TIMEOUT });
    const log = consoleOf(demo);
    await expect(log).toContainText('use `defaultChecked` instead', { timeout: EDIT_TIMEOUT });
    await expect(log).toContainText('Each child in a list should have a unique "key" prop');

    await demo.getByRole('switch', { name: 'Production' }).check();
    await expect(frame.getByText('Agree')).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(log).toContainText('No messages yet');
    await expect(log).not.toContainText('defaultChecked');

    // The choice holds for the session: reloaded, the page reopens the edited demo on the production build.
    await page.reload();
    await expect(frame.getByText('Agree')).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(demo.getByRole('switch', { name: 'Production' })).toBeChecked();
    await expect(log).toContainText('No messages yet');
  });

  test("a runtime error's place puts the editor's cursor on the line that threw", async ({ page }) => {
    const { demo } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      'export default function Demo() {\n  const items: string[] | undefined = undefined;\n\n\n  return <p>{items!.length}</p>;\n}\n',
    );
    const place = demo.getByRole('alert').getByRole('button', { name: /^button-demo1\.tsx:5:\d+$/ });
    await expect(place).toBeVisible({ timeout: EDIT_TIMEOUT });
    // The same place is in the console, under the uncaught error.
    await expect(
      consoleOf(demo)
        .locator('[data-level="error"]')
        .getByRole('button', { name: /^button-demo1\.tsx:5:/ })
        .first(),
    ).toBeVisible();

    // The cursor starts on line 1 after the paste's select-all; following the place moves it.
    await page.keyboard.press('ControlOrMeta+Home');
    await expect(demo.locator('.monaco-editor .active-line-number')).toHaveText('1');
    await place.click();
    await expect(demo.locator('.monaco-editor .active-line-number')).toHaveText('5');
    await expect(demo.locator('.monaco-editor').first()).toHaveClass(/\bfocused\b/);
  });

  test('10,000 logs in a loop leave the page answering, and the console says how many it dropped', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "export default function Demo() {\n  for (let i = 0; i < 10000; i++) console.log('line', i, { i });\n  return <p>Done</p>;\n}\n",
    );
    await expect(frame.getByText('Done')).toBeVisible({ timeout: EDIT_TIMEOUT });
    const log = consoleOf(demo);
    await expect(log).toContainText('line 9999');
    await expect(log).toContainText('older messages were dropped');
    await expect(demo.getByRole('button', { name: /^Clear \(1,000\)$/ })).toBeVisible();

    // The page still answers: the console collapses, and its Clear empties it.
    await demo.getByRole('button', { name: /^Clear/ }).click();
    await expect(log).toContainText('No messages yet');
    await demo.getByRole('button', { name: 'Console', expanded: true }).click();
    await expect(demo.getByRole('button', { name: 'Console', expanded: false })).toBeVisible();
  });

  // 200 lines every 100 ms, 2,000 a second: the console's cap is reached at once. (The bench floods every
  // turn of the event loop and holds the figures; on a loaded two-core machine that starves the browser
  // test's own clicks, so the test floods less hard.)
  test('a demo that floods the console leaves the page answering: the console draws only the rows in view', async ({ page }) => {
    const { demo, frame } = await openEditor(page);
    await setEditorText(
      page,
      demo,
      "let n = 0;\nsetInterval(() => {\n  for (let i = 0; i < 200; i++) console.log('flood', n++);\n}, 100);\nexport default function Demo() {\n  return <p>Flooding</p>;\n}\n",
    );
    await expect(frame.getByText('Flooding')).toBeVisible({ timeout: EDIT_TIMEOUT });
    const log = consoleOf(demo);
    await expect(log).toContainText('older messages were dropped');
    // The log holds the newest thousand, and draws the few dozen in view.
    await expect(demo.getByRole('button', { name: /^Clear \(1,000\)$/ })).toBeVisible();
    await expect(log.getByRole('listitem').last()).toHaveAttribute('aria-setsize', '1000');
    expect(await log.getByRole('listitem').count()).toBeLessThan(60);

    // The page still answers a click while the flood goes on.
    const html = page.locator('html');
    const theme = await html.getAttribute('theme');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).not.toHaveAttribute('theme', theme ?? '');
  });
});
