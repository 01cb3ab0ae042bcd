// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RENAMES } from 'aquila-ui/core';
import { COMPONENTS } from './components';
import { MIGRATION_NOTES } from './migration';
import { nameGroups } from './migration-names';
import { splitInlineCode } from '../docs/inline-code';
import type { DocPage } from '../demo-model/doc-page';

const DEMOS = path.resolve(import.meta.dirname, '../../demos');
const pages = readdirSync(DEMOS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(DEMOS, name)).includes('page.ts'));
const docPages = import.meta.glob<{ default: DocPage }>('../../demos/*/page.ts', { eager: true });
/** The components a page documents (its API tables), by its folder. */
const componentsOf = (page: string) => docPages[`../../demos/${page}/page.ts`].default.api;

/** The 0.x names 1.0 no longer has for a component: renamed away, or removed. A name 1.0 reuses is left out. */
const zeroXOnlyNames = (component: string) => {
  const { renamed = [], removed = [] } = RENAMES[component] ?? {};
  const kept = new Set(renamed.map((entry) => entry.to));
  return [...renamed.filter((entry) => entry.from !== entry.to), ...removed]
    .map((entry) => entry.from)
    .filter((name) => !kept.has(name));
};

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

  it('names props by their 1.0 names in what Aquila UI does', () => {
    const stale = MIGRATION_NOTES.flatMap(({ page, differences }) => {
      const old = new Set(componentsOf(page).flatMap(zeroXOnlyNames));
      return differences.flatMap(({ aquila }) =>
        splitInlineCode(aquila)
          // The name a code span starts with: `onCheckedChange(checked, event)`, `mode="default"`.
          .map((part) => (part.code ? /^[A-Za-z]+/.exec(part.text)?.[0] : undefined))
          .filter((name) => name !== undefined && old.has(name))
          .map((name) => `${page}: ${name}`),
      );
    });
    expect(stale).toEqual([]);
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

describe('the migration guide’s names', () => {
  it('gives each ngx-eagle member its 1.0 prop, and the 0.x prop where it differed from both', () => {
    expect(nameGroups('tooltip')).toEqual([
      {
        component: 'Tooltip',
        rows: [
          { ngxEagle: '`ngxTooltip`', oneOh: '`content`', zeroX: '`tooltipText`' },
          { ngxEagle: '`tooltipPosition`', oneOh: '`placement`', zeroX: '' },
        ],
      },
    ]);
  });

  it('writes an output as a template binds it, and its on… prop', () => {
    const [drawer] = nameGroups('drawer');
    expect(drawer.rows).toContainEqual({ ngxEagle: '`(visibleChange)`', oneOh: '`onOpenChange`', zeroX: '`onVisibleChange`' });
    expect(drawer.rows).toContainEqual({ ngxEagle: '`(onClose)`', oneOh: '`onClose`', zeroX: '' });
  });

  it('gives the values renamed with a prop', () => {
    const [checkbox] = nameGroups('checkbox');
    expect(checkbox.rows).toContainEqual({ ngxEagle: '`ngxSize`', oneOh: "`size` (`'default'` → `'medium'`)", zeroX: '' });
  });

  it('says why a member has no 1.0 prop: none in 0.x, or removed in 1.0', () => {
    const [item] = nameGroups('carousel').filter((group) => group.component === 'CarouselItem');
    expect(item.rows).toEqual([{ ngxEagle: '`disabled`', oneOh: 'None: ngx-eagle accepts it but does nothing with it.', zeroX: '' }]);
    const [, radio] = nameGroups('radio-button');
    const onclick = radio.rows.find((row) => row.ngxEagle === '`(onclick)`')!;
    expect(onclick.oneOh).toBe(`None: ${RENAMES.RadioButton.removed![0].instead}`);
    expect(onclick.zeroX).toBe('`onRadioClick`');
  });

  it('has a group per component for pages with several, and none for a page without members', () => {
    expect(nameGroups('grid').map((group) => group.component)).toEqual(['Row', 'Col']);
    expect(nameGroups('card')).toEqual([]);
  });
});
