import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isConfiguratorDemo, parseDemoPath } from '../../src/demo-model/demo-id';
import { test, expect } from './fixtures';

test.describe('source panel', () => {
  test('fetches the sources only when opened, highlighted by the build (no highlighter loads), shows TS first, switches tabs and copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sourceRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      // The configurator's sample comes with the page: its code is on show at once.
      const { pathname } = new URL(request.url());
      const demo = pathname.startsWith('/assets/demos/') && parseDemoPath(pathname.slice('/assets/demos/'.length));
      if (demo && !isConfiguratorDemo(demo.demoId)) sourceRequests.push(pathname);
    });
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));

    await page.goto('/components/button');
    await expect(page.locator('.demo-viewer').first()).toBeVisible();
    expect(sourceRequests).toEqual([]);

    const firstDemo = page.locator('.demo-viewer').first();
    await expect(firstDemo.getByRole('button', { name: 'Primary' })).toBeVisible(); // the lazy demo has rendered
    const toggle = firstDemo.getByRole('button', { name: 'Show code' });
    await toggle.click();
    await expect(firstDemo.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => sourceRequests.sort())
      .toEqual([
        '/assets/demos/button/button-demo1/button-demo1.output.html.highlighted.txt',
        '/assets/demos/button/button-demo1/button-demo1.scss.highlighted.txt',
        '/assets/demos/button/button-demo1/button-demo1.tsx.highlighted.txt',
      ]);

    const tsTab = firstDemo.getByRole('tab', { name: 'button-demo1.tsx' });
    await expect(tsTab).toHaveAttribute('aria-selected', 'true');
    const panel = firstDemo.getByRole('tabpanel');
    await expect(panel).toContainText("from 'aquila-ui/button'");
    await expect(panel.locator('.t-keyword').first()).toBeVisible();
    // JSX inside the multi-line return is coloured too.
    await expect(panel.locator('.t-tag', { hasText: 'Button' }).first()).toBeVisible();
    // Read mode, the panel open included, ran no highlighter: the build did the highlighting.
    // (Shiki's core names its errors "ShikiError"; the TSX grammar's scope is "source.tsx".)
    for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toMatch(/ShikiError|"source\.tsx"/);

    await tsTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(firstDemo.getByRole('tab', { name: 'HTML output' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('<div class="button-demo1">');

    await firstDemo.getByRole('tab', { name: 'button-demo1.scss' }).click();
    await firstDemo.getByRole('button', { name: 'Copy code' }).click();
    await expect(firstDemo.getByRole('status')).toHaveText('button-demo1.scss copied');
    await expect.poll(() => logs).toContain('successful');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const scss = await (await page.request.get('/assets/demos/button/button-demo1/button-demo1.scss')).text();
    expect(clipboard).toBe(scss);

    await firstDemo.getByRole('button', { name: 'Hide code' }).click();
    await expect(firstDemo.getByRole('tabpanel')).toHaveCount(0);
  });

  // Every demo's file list is checked against its folder by scripts/demo-sources-plugin.test.ts; this
  // checks the same in the built site, on the page whose first demos have no stylesheet.
  test('each tab shows its own file, and a demo without a stylesheet has no SCSS tab', async ({ page, request }) => {
    const scssRequests: string[] = [];
    page.on('request', (sent) => /\.scss(\.highlighted\.txt)?$/.test(sent.url()) && scssRequests.push(new URL(sent.url()).pathname));
    await page.goto('/components/timelines');
    for (const demoId of ['timelines-demo1', 'timelines-demo2', 'timelines-demo3', 'timelines-demo4']) {
      const folder = path.resolve('demos/timelines', demoId);
      const own = (extension: string) => path.join(folder, `${demoId}.${extension}`);
      // The tabs are named by their files, after what the example renders.
      const expected: Record<string, string> = {
        'HTML output': 'class="aq-timeline',
        [`${demoId}.tsx`]: readFileSync(own('tsx'), 'utf8').trim(),
      };
      if (existsSync(own('scss'))) expected[`${demoId}.scss`] = readFileSync(own('scss'), 'utf8').trim();

      const demo = page.locator(`#${demoId}`);
      await demo.getByRole('button', { name: 'Show code' }).click();
      await expect(demo.getByRole('tab')).toHaveText(Object.keys(expected));
      for (const [label, text] of Object.entries(expected)) {
        await demo.getByRole('tab', { name: label }).click();
        const code = demo.getByRole('tabpanel').locator('code');
        if (label === 'HTML output') await expect(code).toContainText(text);
        else await expect.poll(async () => (await code.textContent())?.trim()).toBe(text);
      }
      const compiled = await request.get(`/assets/demos/timelines/${demoId}/${demoId}.compiled.json`);
      expect(compiled.ok(), `${demoId}.compiled.json`).toBe(true);
      // The compile's stylesheet, by its file's name: empty for a demo without one.
      expect((await compiled.json()).styles[`${demoId}.scss`].trim()).toBe(expected[`${demoId}.scss`] ?? '');
    }
    expect(scssRequests.sort()).toEqual([
      '/assets/demos/timelines/timelines-demo3/timelines-demo3.scss.highlighted.txt',
      '/assets/demos/timelines/timelines-demo4/timelines-demo4.scss.highlighted.txt',
    ]);
  });

  test('the served TS source is the module the page runs', async ({ request }) => {
    const response = await request.get('/assets/demos/divider/divider-demo1/divider-demo1.tsx');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain('export default');
  });
});
