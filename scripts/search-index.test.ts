import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMOS_DIR } from './demo-files.ts';
import { buildSearchIndex, loadDocPages } from './search-index.ts';
import type { ComponentApi } from '../src/docs/api-types';
import { PLAYGROUND } from '../src/data/routes.ts';
import { entryHref } from '../src/search/types.ts';

const row = (property: string, description: string) => ({ property, description, type: 'string', default: '-', required: false });

describe('loadDocPages', () => {
  it('reads every page.ts of demos/ in Node, as the build does', () => {
    const pages = loadDocPages();
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(30);
    expect(pages.tooltip.title).toBe('Tooltip');
    expect(pages.button.demos[0].id).toBe('button-demo1');
    for (const [folder, page] of Object.entries(pages)) {
      for (const demo of page.demos) expect(existsSync(path.join(DEMOS_DIR, folder, demo.id)), demo.id).toBe(true);
    }
  });

  it('reads the pages of the component list, follows a page file’s relative imports and names the one it cannot resolve', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'search-pages-'));
    mkdirSync(path.join(root, 'badge'));
    mkdirSync(path.join(root, 'not-a-component'));
    writeFileSync(path.join(root, 'texts.ts'), "export const title: string = 'Alpha';\n");
    writeFileSync(
      path.join(root, 'badge', 'page.ts'),
      "import { title } from '../texts';\nexport default { title, description: 'd', imports: [], entry: 'badge', demos: [], api: [] };\n",
    );
    // A folder the component list does not name is no page of the site.
    writeFileSync(path.join(root, 'not-a-component', 'page.ts'), 'export default {};\n');
    expect(loadDocPages(root)).toEqual({ badge: expect.objectContaining({ title: 'Alpha' }) });
    writeFileSync(path.join(root, 'badge', 'page.ts'), "import x from '../missing';\nexport default x;\n");
    expect(() => loadDocPages(root)).toThrow(/cannot resolve \.\.\/missing/);
  });
});

describe('buildSearchIndex', () => {
  const pages = loadDocPages();
  const api: Record<string, ComponentApi> = {
    Tooltip: { name: 'Tooltip', description: '', rows: [row('tooltipText', 'The text shown.')] },
    Avatar: { name: 'Avatar', description: '', rows: [row('ngxSize', 'The diameter.')] },
  };
  const index = buildSearchIndex({ tooltip: pages.tooltip, avatar: pages.avatar }, api);

  it('holds the site’s own pages under their paths, the playground among them', () => {
    expect(index.pages['/playground']).toBe('Playground');
    const playground = index.entries.find((entry) => entry.title === 'Playground');
    expect(playground).toEqual({
      kind: 'page',
      page: '/playground',
      title: 'Playground',
      text: PLAYGROUND.description,
      target: '',
      href: '/playground',
    });
    expect(entryHref(playground!)).toBe('/playground');
  });

  it('holds each page with its title and description', () => {
    expect(Object.entries(index.pages).filter(([page]) => !page.startsWith('/'))).toEqual([
      ['tooltip', 'Tooltip'],
      ['avatar', 'Avatar'],
    ]);
    expect(index.entries).toContainEqual({
      kind: 'page',
      page: 'tooltip',
      title: 'Tooltip',
      text: pages.tooltip.description,
      target: '',
      category: 'Overlays',
    });
  });

  it('holds every prop of the page’s API tables with its JSDoc, pointing at its row', () => {
    expect(index.entries).toContainEqual({
      kind: 'prop',
      page: 'tooltip',
      title: 'tooltipText',
      text: 'The text shown.',
      target: 'api-Tooltip-tooltipText',
      component: 'Tooltip',
    });
    expect(index.entries.filter((entry) => entry.kind === 'prop' && entry.page === 'avatar')).toHaveLength(1);
  });

  it('holds each demo and keyboard row, pointing at the demo section and the row', () => {
    const demo = pages.tooltip.demos[0];
    expect(index.entries).toContainEqual({
      kind: 'demo',
      page: 'tooltip',
      title: demo.title,
      text: demo.description,
      target: demo.id,
    });
    const keys = index.entries.filter((entry) => entry.kind === 'keyboard' && entry.page === 'tooltip');
    expect(keys.map((entry) => entry.target)).toEqual(pages.tooltip.keyboard!.map((_, index) => `keyboard-${index}`));
    expect(keys[0]).toMatchObject({ title: pages.tooltip.keyboard![0].keys, text: pages.tooltip.keyboard![0].action });
  });
});
