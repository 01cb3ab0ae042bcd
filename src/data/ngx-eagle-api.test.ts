// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractApiDocs } from '../../scripts/api-docs';
import { MIGRATION_NOTES } from './migration';
import { NGX_EAGLE_API, NGX_EAGLE_FILES_WITHOUT_COMPONENT } from './ngx-eagle-api';
import { oneOhName } from './one-oh-names';

const ROOT = path.resolve(import.meta.dirname, '../..');
const counterparts = NGX_EAGLE_API.flatMap(({ counterparts }) => counterparts);

/** ngx-eagle's source, where this machine has it: beside the project's shared files, or beside the repository. */
const REFERENCE = ['/work/shared/reference/ngx-eagle', path.resolve(ROOT, '../shared/reference/ngx-eagle')].find((folder) =>
  existsSync(folder),
);

/**
 * The inputs and outputs a file of ngx-eagle declares, in order, by the name a template binds: a line
 * with an input or output decorator, the alias the decorator gives if any (the tooltip's text is bound
 * as ngxTooltip), else the member named after the decorator, on that line or the next (a getter, say).
 * Text, not a TypeScript parse: the library writes every decorator on a line of its own or before its member.
 */
function declaredMembers(source: string): { name: string; kind: 'input' | 'output' }[] {
  const lines = source.split('\n');
  const decorator = /@(Input|Output)\(\s*(?:'([^']+)'|"([^"]+)")?[^)]*\)\s*(.*)$/;
  const member = /^(?:(?:public|protected|readonly|get|set)\s+)*([A-Za-z_$][\w$]*)/;
  return lines.flatMap((line, index) => {
    const found = decorator.exec(line);
    if (!found) return [];
    const [, kind, alias, doubleQuoted, rest] = found;
    const declaration = rest.trim() || (lines.slice(index + 1).find((next) => next.trim()) ?? '').trim();
    const name = alias ?? doubleQuoted ?? member.exec(declaration)?.[1];
    if (!name) throw new Error(`No member after line ${index + 1}: ${line.trim()}`);
    return [{ name, kind: kind === 'Input' ? ('input' as const) : ('output' as const) }];
  });
}

describe('the ngx-eagle API table', () => {
  it('names each ngx-eagle member once per component, with its 0.x prop or why it has none', () => {
    for (const { component, members } of counterparts) {
      const names = members.map((member) => member.name);
      expect(new Set(names).size, component).toBe(names.length);
      for (const member of members)
        expect('zeroX' in member ? member.zeroX : member.none.trim(), `${component}.${member.name}`).not.toBe('');
    }
  });

  it('follows the migration guide’s pages, in their order', () => {
    const order = MIGRATION_NOTES.map((notes) => notes.page);
    const pages = NGX_EAGLE_API.map((entry) => entry.page);
    expect(pages.every((page) => order.includes(page))).toBe(true);
    expect(pages).toEqual([...pages].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  // Written against 1.0's names: it passes once the library's props carry them.
  it('gives each member a 1.0 name that is a prop of its component in the library', () => {
    const docs = extractApiDocs();
    const missing = counterparts.flatMap(({ component, members }) => {
      const props = new Set(docs[component]?.rows.map((row) => row.property));
      return members.flatMap((member) => {
        const name = 'zeroX' in member ? oneOhName(component, member.zeroX) : undefined;
        return name === undefined || props.has(name) ? [] : [`${component}.${name} (ngx-eagle ${member.name})`];
      });
    });
    expect(missing).toEqual([]);
  });

  describe.skipIf(!REFERENCE)('against ngx-eagle’s source', () => {
    const read = (file: string) => readFileSync(path.join(REFERENCE!, file), 'utf8');

    it('has every input and output of each mapped file, in the file’s order, and no other', () => {
      for (const { component, reference, members } of counterparts) {
        expect(
          members.map(({ name, kind }) => ({ name, kind })),
          `${component} (${reference})`,
        ).toEqual(declaredMembers(read(reference)));
      }
    });

    it('maps every file of ngx-eagle that declares inputs or outputs, or says why no component took its place', () => {
      const mapped = new Set([...counterparts.map((entry) => entry.reference), ...Object.keys(NGX_EAGLE_FILES_WITHOUT_COMPONENT)]);
      const declaring = readdirSync(REFERENCE!, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => declaredMembers(read(file)).length > 0);
      expect(declaring.filter((file) => !mapped.has(file)).sort()).toEqual([]);
      expect([...mapped].filter((file) => !declaring.includes(file))).toEqual([]);
    });
  });

  it.runIf(!REFERENCE)('is checked against ngx-eagle’s source only where it is on this machine', () => {
    console.info(
      'ngx-eagle’s source is not at /work/shared/reference/ngx-eagle nor ../shared/reference/ngx-eagle: its checks are skipped.',
    );
  });
});
