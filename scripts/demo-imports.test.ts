import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAllowedImport, isStylesheet } from '../src/playground/compiler/imports';
import { DEMOS_DIR } from './demo-files';
import { libraryEntries } from './library-entries';

/** Every demo source: the .tsx/.ts files in each demo folder, tests excluded. */
function demoSources(): string[] {
  return readdirSync(DEMOS_DIR, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /-demo\d+$/.test(entry.parentPath),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const importedSpecifiers = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? match[2],
  );

// Edit mode compiles a demo in the browser with react and aquila-ui only; anything else would run on the
// page but fail the moment someone presses Edit.
describe('demo imports', () => {
  const entries = new Set(libraryEntries());
  const files = demoSources();

  it('finds the demos', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [path.relative(DEMOS_DIR, file), file]))(
    '%s imports only react, aquila-ui and its own files',
    (_, file) => {
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('./')) {
          const sibling = path.join(path.dirname(file), specifier);
          const exists = isStylesheet(specifier) ? existsSync(sibling) : ['.tsx', '.ts'].some((ext) => existsSync(sibling + ext));
          expect(exists, `${specifier} is a file of this demo`).toBe(true);
        } else {
          expect(isAllowedImport(specifier, entries), `${specifier} is provided in edit mode`).toBe(true);
        }
      }
    },
  );
});
