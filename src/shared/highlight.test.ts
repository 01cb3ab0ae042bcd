// @vitest-environment node
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { highlighterReady, highlightSource } from '../../scripts/highlight-source.mjs';
import { highlight } from './highlight';
import type { HighlightLanguage } from './highlight';

const root = new URL('../..', import.meta.url).pathname;
const languageOf = (file: string): HighlightLanguage => (file.endsWith('.scss') ? 'scss' : 'typescript');

// Every file a reader can open in an example's source panel, as the build highlights it.
const DEMO_FILES = globSync(['demos/*/*/*.{tsx,ts,scss}', '!**/*.test.*'], { cwd: root }).sort();

describe('the browser’s highlighter', () => {
  it('finds the examples to compare', () => {
    expect(DEMO_FILES.length).toBeGreaterThan(140);
  });

  // Code changed in the page must come out as the build wrote it, token for token, so nothing changes
  // colour when a page's code is edited or its configurator moved.
  it('highlights every example’s files exactly as the build does', async () => {
    const built = await highlighterReady();
    const differing: string[] = [];
    for (const file of DEMO_FILES) {
      const code = readFileSync(`${root}${file}`, 'utf8');
      const language = languageOf(file);
      if ((await highlight(code, language)) !== highlightSource(built, code, language)) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it.each([
    ['html', '<!-- Dark -->\n<html theme="dark">', '<span class="t-tag">html </span>'],
    ['shell', 'npm install aquila-ui', '<span class="t-variable">npm </span>'],
    ['scss', '.demo {\n  display: flex;\n}\n', '<span class="t-attr">.demo</span>'],
  ] as const)('reads %s as the build does', async (language, code, expected) => {
    const html = await highlight(code, language);
    expect(html).toContain(expected);
    expect(html).toBe(highlightSource(await highlighterReady(), code, language));
  });

  it('escapes the code it is given', async () => {
    expect(await highlight('const a = 1 < 2 && "<b>";', 'typescript')).not.toContain('<b>');
  });
});
