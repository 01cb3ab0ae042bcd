import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LIBRARY_DIR = path.resolve(import.meta.dirname, '../library');

/** The folders of `dir` (inside library/) that have an index.ts, as paths from library/. */
function entryFolders(dir: string): string[] {
  return readdirSync(path.join(LIBRARY_DIR, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(LIBRARY_DIR, dir, entry.name, 'index.ts')))
    .map((entry) => path.posix.join(dir, entry.name));
}

/**
 * The library's entry points, `aquila-ui/<name>`: every folder of library/ with an index.ts, and each
 * message catalogue, `aquila-ui/locales/<tag>` (as the package exports them). This is the one list:
 * the compiler's import check, the preview frame's modules and the build's precompile all read it.
 */
export function libraryEntries(): string[] {
  return [...entryFolders('.'), ...entryFolders('locales')].sort();
}

const ENTRIES_ID = 'virtual:library-entries';
const MODULES_ID = 'virtual:library-modules';

/**
 * `virtual:library-entries`: the entry names. `virtual:library-modules`: every entry imported, keyed by
 * its specifier (`aquila-ui/button`), plus the root — what the preview frame's `require` provides.
 */
export function libraryEntriesPlugin(): Plugin {
  return {
    name: 'aquila-library-entries',
    resolveId(id) {
      return id === ENTRIES_ID || id === MODULES_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${ENTRIES_ID}`) return `export default ${JSON.stringify(libraryEntries())};`;
      if (id !== `\0${MODULES_ID}`) return null;
      const specifiers = ['aquila-ui', ...libraryEntries().map((name) => `aquila-ui/${name}`)];
      return [
        ...specifiers.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`),
        `export default { ${specifiers.map((specifier, index) => `${JSON.stringify(specifier)}: m${index}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
