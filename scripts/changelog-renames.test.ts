// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RENAMES } from 'aquila-ui/core';
import { renamesBlockOf, renderRenames, withRenamesBlock } from './changelog-renames.ts';

const CHANGELOG = path.resolve(import.meta.dirname, '../CHANGELOG.md');

describe('the changelog’s renames', () => {
  it('render a line per component of the rename table, values and removals included', () => {
    const lines = renderRenames().split('\n');
    expect(lines[0]).toBe('### Renamed (0.x → 1.0)');
    expect(lines.filter((line) => line.startsWith('- **'))).toHaveLength(Object.keys(RENAMES).length);
    expect(lines).toContain(
      "- **Dialog**: `visible` → `open`, `defaultVisible` → `defaultOpen`, `onVisibleChange` → `onOpenChange`, `size` (`'sm'` → `'small'`, `'md'` → `'medium'`, `'lg'` → `'large'`).",
    );
    expect(lines.find((line) => line.startsWith('- **RadioButton**'))).toContain('`onRadioClick` removed: ');
  });

  it('replace only what is between the markers', () => {
    const changelog = '# Changelog\n\n<!-- renames:start -->\nold\n<!-- renames:end -->\n\nafter\n';
    expect(withRenamesBlock(changelog, 'new')).toBe('# Changelog\n\n<!-- renames:start -->\n\nnew\n\n<!-- renames:end -->\n\nafter\n');
    expect(() => renamesBlockOf('# Changelog\n')).toThrow('CHANGELOG.md has no <!-- renames:start --> … <!-- renames:end --> block');
  });

  it('are in CHANGELOG.md as the rename table gives them', () => {
    const changelog = readFileSync(CHANGELOG, 'utf8');
    // The writer: the block is rewritten rather than compared when asked to (see changelog-renames.ts).
    if (process.env.WRITE_CHANGELOG) writeFileSync(CHANGELOG, withRenamesBlock(changelog));
    expect(
      renamesBlockOf(readFileSync(CHANGELOG, 'utf8')),
      'run WRITE_CHANGELOG=1 npx vitest run scripts/changelog-renames.test.ts',
    ).toBe(renderRenames());
  });
});
