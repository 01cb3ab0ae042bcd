import { EDIT_TIMEOUT, setEditorText } from './editor-helpers';
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
