// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPONENTS } from './components';
import { MIGRATION_NOTES } from './migration';
import { splitInlineCode } from '../docs/inline-code';

const DEMOS = path.resolve(import.meta.dirname, '../../demos');
const pages = readdirSync(DEMOS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(DEMOS, name)).includes('page.ts'));

describe('the migration guide', () => {
  it('is the only place that speaks of ngx-eagle: component pages speak to React users', () => {
    const mentioning = pages.filter((page) => /ngx-eagle/i.test(readFileSync(path.join(DEMOS, page, 'page.ts'), 'utf8')));
    expect(mentioning).toEqual([]);
  });

  it('is not spoken of in the library, whose docs (its JSDoc is the API tables) speak to React users', () => {
    const LIBRARY = path.resolve(import.meta.dirname, '../../library');
    const sources = readdirSync(LIBRARY, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => /ngx-eagle/i.test(readFileSync(path.join(LIBRARY, file), 'utf8')))).toEqual([]);
  });

  it('names existing component pages, in the component list’s order, each with what differs', () => {
    const order = COMPONENTS.map((entry) => entry.path);
    const named = MIGRATION_NOTES.map((notes) => notes.page);
    expect(named.every((page) => pages.includes(page))).toBe(true);
    expect(named).toEqual([...named].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(MIGRATION_NOTES.every((notes) => notes.differences.length > 0)).toBe(true);
  });

  it('says each difference in two halves, neither of them empty, each said once', () => {
    const cells = MIGRATION_NOTES.flatMap(({ page, differences }) =>
      differences.flatMap(({ ngxEagle, aquila }) => [`${page}: ${ngxEagle.trim()}`, `${page}: ${aquila.trim()}`]),
    );
    expect(cells.filter((cell) => /: $/.test(cell))).toEqual([]);
    const aquilaSides = MIGRATION_NOTES.flatMap(({ differences }) => differences.map((difference) => difference.aquila));
    expect(new Set(aquilaSides).size).toBe(aquilaSides.length);
  });

  it('closes every backtick it opens, so no cell shows a stray one', () => {
    const stray = MIGRATION_NOTES.flatMap(({ page, differences }) =>
      differences
        .flatMap((difference) => [difference.ngxEagle, difference.aquila])
        .filter((text) => splitInlineCode(text).some((part) => !part.code && part.text.includes('`')))
        .map((text) => `${page}: ${text}`),
    );
    expect(stray).toEqual([]);
  });
});
