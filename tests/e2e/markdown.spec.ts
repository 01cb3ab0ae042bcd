import { test, expect, COMPONENT_PAGES } from './fixtures';

// Docs for people's coding assistants: each page as Markdown beside its HTML, an index, and Copy page.

test('llms.txt links every component page’s Markdown, and each of them is there', async ({ request }) => {
  const index = await (await request.get('/llms.txt')).text();
  expect(index).toMatch(/^# Aquila UI\n/);
  const components = [...index.matchAll(/\]\(https?:\/\/[^)]+(\/components\/[a-z-]+)\.md\)/g)].map((match) => match[1]);
  expect(components.filter((path) => path !== '/components/categories')).toEqual(COMPONENT_PAGES.map((slug) => `/components/${slug}`));
  for (const path of components) {
    const page = await request.get(`${path}.md`);
    expect(page.ok(), path).toBe(true);
    expect(await page.text(), path).toMatch(/^# \S/);
  }
  expect(await (await request.get('/llms-full.txt')).text()).toContain("import { Button } from 'aquila-ui/button';");
});

test('a component page’s Markdown holds its import line, its examples’ code and its props table', async ({ request }) => {
  const markdown = await (await request.get('/components/button.md')).text();
  expect(markdown).toContain("## Import\n\n```tsx\nimport { Button } from 'aquila-ui/button';\n```");
  expect(markdown).toContain('button-demo1.tsx:\n\n```tsx\n');
  expect(markdown).toContain('| Property | Description | Type | Default |');
  expect(markdown).toMatch(/\| `variant` \| .+ \| `'filled'` \|/);
});

test('Copy page copies the page’s Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/components/button');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await page.request.get('/components/button.md')).text());
});
