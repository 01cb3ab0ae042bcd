// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoFileList } from '../src/demo-model/catalog';
import { demoCompiledUrl, demoSourceUrl } from '../src/demo-model/urls';
import { demoFolder } from '../src/demo-model/demo-id';
import { DEMOS_DIR, listDemoIds, readDemoFile } from './demo-files';
import { demoSourcesPlugin } from './demo-sources-plugin';

// What the build writes into dist/: every asset by its path.
const emitted = new Map<string, string>();

beforeAll(async () => {
  const plugin = demoSourcesPlugin() as Plugin & { generateBundle: (this: unknown) => Promise<void> };
  await plugin.generateBundle.call({
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => void emitted.set(fileName, source),
  });
}, 60_000);

/** A site URL as the path below dist/ (the site is served at '/'). */
const distPath = (url: string) => url.replace(/^\//, '');

// Each source tab of every demo of every page: the file the panel lists is the file in the folder.
describe.each(listDemoIds())('%s', (demoId) => {
  const folder = demoFolder(demoId);
  const onDisk = readdirSync(path.join(DEMOS_DIR, folder)).filter((name) => !/\.test\.tsx?$/.test(name));
  const listed = demoFileList(demoId);

  it('lists exactly the files of its folder (and the page it mounts into)', () => {
    const names = listed.map((file) => file.key.replace(/^index\.html$/, `${demoId}.html`));
    expect([...names].sort()).toEqual([...new Set([...onDisk, `${demoId}.html`])].sort());
  });

  it('serves and ships each listed file with that file’s own text', () => {
    for (const file of listed) {
      const relative = distPath(demoSourceUrl(demoId, file.key)).replace(/^assets\/demos\//, '');
      const own = path.join(DEMOS_DIR, relative);
      const expected = onDisk.includes(path.basename(own))
        ? readFileSync(own, 'utf8')
        : expect.stringContaining('<div id="root"></div>'); // the generated page of a demo without its own
      expect(readDemoFile(relative), `dev: ${relative}`).toEqual(expected);
      expect(emitted.get(`assets/demos/${relative}`), `dist: ${relative}`).toEqual(expected);
    }
  });

  it('has its compiled first preview, with its stylesheet or an empty one', () => {
    const compiled = emitted.get(distPath(demoCompiledUrl(demoId)));
    expect(compiled, 'compiled.json').toBeDefined();
    const scss = onDisk.includes(`${demoId}.scss`) ? readFileSync(path.join(DEMOS_DIR, folder, `${demoId}.scss`), 'utf8') : '';
    expect(JSON.parse(compiled!).styles).toEqual({ [`${demoId}.scss`]: scss });
  });
});

describe('a demo without a stylesheet', () => {
  it('has no SCSS tab, and its stylesheet is answered as missing rather than with another file', () => {
    expect(demoFileList('timelines-demo1').map((file) => file.label)).toEqual(['index.html', 'timelines-demo1.tsx']);
    expect(readDemoFile('timelines/timelines-demo1/timelines-demo1.scss')).toBeNull();
    expect(emitted.has('assets/demos/timelines/timelines-demo1/timelines-demo1.scss')).toBe(false);
    expect(demoFileList('timelines-demo3').map((file) => file.label)).toEqual([
      'index.html',
      'timelines-demo3.tsx',
      'timelines-demo3.scss',
    ]);
  });
});
