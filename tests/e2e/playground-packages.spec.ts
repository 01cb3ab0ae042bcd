import type { Locator, Page } from '@playwright/test';
import { EDIT_TIMEOUT, openEditor, setEditorText } from './editor-helpers';
import { PACKAGE_CDN, stubPackageCdn, test, expect } from './fixtures';

/**
 * npm packages in the preview, against a stub of the package CDN answered by the test (never the
 * network): a plain package found by its bare name and pinned, a package that imports React and calls
 * a hook, mapped in import-map.json, and one the CDN does not have.
 */

/** What esm.sh answers a browser for an unversioned name: a module re-exporting the latest build. */
const reexport = (path: string) => `export * from "${path}";\nexport { default } from "${path}";\n`;

const GREETING = "export default function greet(name) { return 'Hello, ' + name + '!'; }\n";

/** Calls `useState` on whatever `react` the frame gives it: the frame's own only if the CDN was asked to leave React external. */
const COUNTER = `import { useState } from 'react';
export function useCounter() {
  const [count, setCount] = useState(0);
  return [count, () => setCount((value) => value + 1)];
}
`;

function answerCdn(url: URL): { status?: number; body?: string; headers?: Record<string, string> } {
  const { pathname, searchParams } = url;
  if (pathname === '/plain-greeting') return { body: reexport('/plain-greeting@1.2.3/es2022/plain-greeting.mjs') };
  if (pathname.startsWith('/plain-greeting@1.2.3')) return { body: GREETING };
  if (pathname === '/use-counter@2.0.0') {
    // As esm.sh does with `external`: the import of react stays bare, for the frame's import map.
    const external = (searchParams.get('external') ?? '').split(',');
    return external.includes('react')
      ? { body: COUNTER, headers: { 'X-TypeScript-Types': '/use-counter@2.0.0/index.d.ts' } }
      : { status: 500, body: 'react was not left external' };
  }
  if (pathname === '/use-counter@2.0.0/index.d.ts') return { body: 'export declare function useCounter(): [number, () => void];\n' };
  return { status: 404, body: 'Not Found' };
}

/** A demo that greets through the plain package, found by its bare name. */
const GREETING_DEMO = "import greet from 'plain-greeting';\nexport default function Demo() {\n  return <p>{greet('demo')}</p>;\n}\n";

/** The editor's text without its spaces: Monaco wraps long lines, which puts spaces in the drawn text. */
const editorText = async (workspace: Locator) =>
  ((await workspace.locator('.monaco-editor .view-lines').first().textContent()) ?? '').replace(/\s+/g, '');

async function openPlayground(page: Page) {
  await page.goto('/playground');
  const workspace = page.locator('.workspace');
  await expect(workspace.locator('.workspace__preview')).not.toHaveAttribute('data-run-id', '0', { timeout: EDIT_TIMEOUT });
  await expect(workspace.locator('.monaco-editor').first()).toBeVisible({ timeout: EDIT_TIMEOUT });
  return { workspace, preview: workspace.frameLocator('iframe'), files: page.getByRole('navigation', { name: 'Files' }) };
}

const APP = `import greet from 'plain-greeting';
import { useCounter } from 'use-counter';

export default function App() {
  const [count, increment] = useCounter();
  return <button onClick={increment}>{greet('Aquila')} {count}</button>;
}
`;

/** An app whose one import the CDN does not have. */
const MISSING_APP = "import gone from 'missing-package@1.0.0';\nexport default function App() {\n  return <p>{String(gone)}</p>;\n}\n";

test.describe('packages in the playground', () => {
  test('a mapped package using hooks runs on the preview’s React; a bare import is pinned into the map; a bad map and a missing package are named', async ({
    page,
  }) => {
    await stubPackageCdn(page, answerCdn);
    const { workspace, preview, files } = await openPlayground(page);
    const errors = workspace.locator('.playground-errors');

    await files.getByRole('textbox', { name: 'New file name' }).fill('import-map.json');
    await files.getByRole('button', { name: 'Add file' }).click();
    await setEditorText(page, workspace, `{\n  "imports": {\n    "use-counter": "${PACKAGE_CDN}/use-counter@2.0.0"\n  }\n}\n`);
    await files.getByRole('button', { name: 'App.tsx', exact: true }).click();
    await setEditorText(page, workspace, APP);

    const button = preview.getByRole('button', { name: 'Hello, Aquila! 0' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(preview.getByRole('button', { name: 'Hello, Aquila! 1' })).toBeVisible();
    await expect(errors).toHaveText('');

    // The editor has the package's declarations from the CDN: a wrong type is underlined; the package without any is not.
    await expect(workspace.getByRole('status').filter({ hasText: 'Fetching types for' })).toHaveCount(0);
    await setEditorText(
      page,
      workspace,
      APP.replace(
        'const [count, increment] = useCounter();',
        'const [count, increment] = useCounter();\n  const wrong: string = count;',
      ),
    );
    await expect(workspace.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
    await setEditorText(page, workspace, APP);
    await expect(workspace.locator('.monaco-editor .squiggly-error')).toHaveCount(0);

    // The bare import was pinned at the version the CDN named, in the file the person sees.
    await files.getByRole('button', { name: 'import-map.json', exact: true }).click();
    await expect.poll(() => editorText(workspace)).toContain(`"plain-greeting":"${PACKAGE_CDN}/plain-greeting@1.2.3"`);
    expect(await editorText(workspace)).toContain(`"use-counter":"${PACKAGE_CDN}/use-counter@2.0.0"`);

    // A map that does not read is named with its line; the preview keeps the last good run.
    await setEditorText(
      page,
      workspace,
      `{\n  "imports": {\n    "use-counter": "${PACKAGE_CDN}/use-counter@2.0.0"\n    "x": "${PACKAGE_CDN}/x@1.0.0"\n  }\n}\n`,
    );
    await expect(errors).toContainText("import-map.json line 4: Expected ',' or '}'");
    await expect(preview.getByRole('button', { name: 'Hello, Aquila! 0' })).toBeVisible();
    await setEditorText(page, workspace, `{\n  "imports": {\n    "use-counter": "${PACKAGE_CDN}/use-counter@2.0.0"\n  }\n}\n`);
    await expect(errors).toHaveText('');

    // A package the CDN does not have: one message, naming it, its address and the reason.
    await files.getByRole('button', { name: 'App.tsx', exact: true }).click();
    await setEditorText(page, workspace, MISSING_APP);
    await expect(errors).toContainText(
      `Could not load "missing-package@1.0.0" from ${PACKAGE_CDN}/missing-package@1.0.0: the server answered 404`,
    );
    await expect(workspace.getByRole('log')).toContainText('Could not load "missing-package@1.0.0"');

    // The frame still answers: without the import the message goes and the preview draws.
    await setEditorText(page, workspace, 'export default function App() {\n  return <p>Back without it</p>;\n}\n');
    await expect(preview.getByText('Back without it')).toBeVisible();
    await expect(errors).toHaveText('');

    // A reload keeps the map.
    await page.reload();
    await expect(files.getByRole('button', { name: 'import-map.json', exact: true })).toBeVisible({ timeout: EDIT_TIMEOUT });
  });

  test('a workspace whose first run cannot load a package names it and stops saying a preview is on its way', async ({ page }) => {
    await stubPackageCdn(page, answerCdn);
    const { workspace } = await openPlayground(page);
    await setEditorText(page, workspace, MISSING_APP);
    await expect(workspace.locator('.playground-errors')).toContainText('Could not load "missing-package@1.0.0"');

    // After a reload the saved workspace's first run is the one that fails.
    await page.reload();
    const preview = workspace.locator('.workspace__preview');
    await expect(workspace.locator('.playground-errors')).toContainText('Could not load "missing-package@1.0.0"', {
      timeout: EDIT_TIMEOUT,
    });
    await expect(preview).toHaveAttribute('data-first-run-failed', '');
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    await expect(workspace.getByRole('progressbar', { name: 'Preparing the preview' })).toBeHidden();
  });

  test('a demo’s edit mode pins a bare import into its own import map, runs a package’s hooks on its React, names a missing package, and a shared link carries the map to a fresh browser', async ({
    page,
    browser,
  }) => {
    await stubPackageCdn(page, answerCdn);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { demo, frame } = await openEditor(page);
    await setEditorText(page, demo, GREETING_DEMO);
    await expect(frame.getByText('Hello, demo!')).toBeVisible();
    await expect(demo.getByRole('alert')).toHaveText('');
    const mapTab = demo.getByRole('tab', { name: 'import-map.json' });
    await expect(mapTab).toBeVisible();
    await mapTab.click();
    await expect.poll(() => editorText(demo)).toContain(`"plain-greeting":"${PACKAGE_CDN}/plain-greeting@1.2.3"`);

    // A package that calls a hook runs on the preview's React here too; one the CDN lacks is named.
    const tsxTab = demo.getByRole('tab', { name: /\.tsx$/ });
    await tsxTab.click();
    await setEditorText(page, demo, APP.replace("from 'use-counter'", "from 'use-counter@2.0.0'"));
    await frame.getByRole('button', { name: 'Hello, Aquila! 0' }).click();
    await expect(frame.getByRole('button', { name: 'Hello, Aquila! 1' })).toBeVisible();
    await setEditorText(
      page,
      demo,
      "import gone from 'missing-package@1.0.0';\nexport default function Demo() {\n  return <p>{String(gone)}</p>;\n}\n",
    );
    await expect(demo.getByRole('alert')).toContainText(
      `Could not load "missing-package@1.0.0" from ${PACKAGE_CDN}/missing-package@1.0.0`,
    );
    await setEditorText(page, demo, GREETING_DEMO);
    await expect(frame.getByText('Hello, demo!')).toBeVisible();
    await expect(demo.getByRole('alert')).toHaveText('');

    await demo.getByRole('button', { name: 'Share' }).click();
    const link = await demo.getByLabel('Link to this version').inputValue();
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await stubPackageCdn(other, answerCdn);
      await other.goto(link);
      const shared = other.locator('#button-demo1');
      await expect(shared.frameLocator('iframe').getByText('Hello, demo!')).toBeVisible({ timeout: EDIT_TIMEOUT });
      await expect(shared.getByRole('tab', { name: 'import-map.json' })).toBeVisible();
    } finally {
      await fresh.close();
    }
  });
});
