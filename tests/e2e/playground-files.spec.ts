import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { encodeShare } from '../../src/demo-model/share/codec';
import { EDIT_TIMEOUT, replaceInEditor } from './editor-helpers';
import { test, expect } from './fixtures';

const BUTTON_TSX = 'demos/button/button-demo1/button-demo1.tsx';
const DRAWER_TSX = 'demos/drawer/drawer-demo4/drawer-demo4.tsx';

async function openEditor(demo: Locator, liveButton: string) {
  await expect(demo.getByRole('button', { name: liveButton }).first()).toBeVisible();
  await demo.getByRole('button', { name: 'Edit' }).click();
  await expect(demo.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
  await expect(demo.locator('.playground-preview')).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
  return demo.frameLocator('iframe');
}

/** The text a demo file had when it was first committed: an earlier shipped version. */
function firstCommittedVersion(file: string): string {
  const [commit] = execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(-1);
  return execFileSync('git', ['show', `${commit}:${file}`], { encoding: 'utf8' });
}

test.describe('playground: links and files', () => {
  test('opening someone else’s link keeps my edit, and I can restore it', async ({ page }) => {
    await page.goto('/components/button');
    const demo = page.locator('#button-demo1');
    const frame = await openEditor(demo, 'Primary');
    await replaceInEditor(page, demo, 'Primary', 'Mine');
    await expect(frame.getByRole('button', { name: 'Mine' })).toBeVisible();

    const shipped = readFileSync(BUTTON_TSX, 'utf8');
    const theirs = encodeShare(
      'button-demo1',
      { 'button-demo1.tsx': shipped.replace('Primary', 'Theirs') },
      { 'button-demo1.tsx': shipped },
    );
    // Let the store write the edit (it saves once per burst), then arrive from the link.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('aquila-workspaces') ?? '')).toContain('Mine');
    await page.goto(`/components/button#share=${theirs}`);
    await expect(demo.frameLocator('iframe').getByRole('button', { name: 'Theirs' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(demo.getByText('Your earlier edit was set aside by the link.')).toBeVisible();
    await expect(page).toHaveURL(/\/components\/button$/);

    await demo.getByRole('button', { name: 'Bring it back' }).click();
    await expect(demo.frameLocator('iframe').getByRole('button', { name: 'Mine' })).toBeVisible();
    await expect(demo.getByText('Your earlier edit was set aside by the link.')).toHaveCount(0);
  });

  test('a demo of two files: a tab each when reading and editing, imports resolve, errors name the file', async ({ page }) => {
    await page.goto('/components/drawer');
    const demo = page.locator('#drawer-demo4');
    await expect(demo.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.getByRole('tab')).toHaveText(['HTML output', 'drawer-demo4.tsx', 'contact-details.tsx', 'drawer-demo4.scss']);
    await demo.getByRole('tab', { name: 'contact-details.tsx' }).click();
    await expect(demo.getByRole('tabpanel')).toContainText('export function ContactDetails');

    const frame = await openEditor(demo, 'Ada Lovelace');
    await demo.getByRole('tab', { name: 'contact-details.tsx' }).click();
    await replaceInEditor(page, demo, 'Done', 'Finished');
    await expect(demo.locator('.playground-toolbar__status')).toHaveText('Edited');
    await frame.getByRole('button', { name: 'Ada Lovelace' }).click();
    await expect(frame.getByRole('button', { name: 'Finished' })).toBeVisible();

    await replaceInEditor(page, demo, '<dl>', '<dl');
    await expect(demo.getByRole('alert').filter({ hasText: 'Compile error' })).toContainText('in contact-details.tsx');
  });

  test('a link made before the demo changed still opens, against the version it was made for', async ({ page }) => {
    const earlier = firstCommittedVersion(DRAWER_TSX);
    expect(earlier).not.toBe(readFileSync(DRAWER_TSX, 'utf8'));
    const link = encodeShare(
      'drawer-demo4',
      { 'drawer-demo4.tsx': earlier.replace("name: 'Ada Lovelace'", "name: 'Ada Byron'") },
      { 'drawer-demo4.tsx': earlier },
    );
    await page.goto(`/components/drawer#share=${link}`);
    const demo = page.locator('#drawer-demo4');
    await expect(demo.frameLocator('iframe').getByRole('button', { name: 'Ada Byron' })).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(page.getByText('This shared link is invalid or damaged')).toHaveCount(0);
  });

  test('a link for a version the site never had says so and shows what the link holds', async ({ page }) => {
    const unknown = 'export default () => <p>A version that never shipped</p>;\n';
    const link = encodeShare(
      'drawer-demo4',
      { 'drawer-demo4.tsx': unknown.replace('never shipped', 'was edited') },
      { 'drawer-demo4.tsx': unknown },
    );
    await page.goto(`/components/drawer#share=${link}`);
    await expect(page.getByRole('alert').filter({ hasText: 'shared link' })).toHaveText(
      'This shared link is invalid or damaged: it was made for a version of this example that this site no longer has. Showing the original example.',
    );
    await page.getByText('What the link holds').click();
    // The link holds a patch against the unknown version: its changed part is what can be shown.
    await expect(page.locator('.link-notice figure')).toHaveText('drawer-demo4.tsx, the changed part onlywas edit');
    await expect(page.locator('#drawer-demo4')).toHaveAttribute('data-mode', 'read');
  });
});
