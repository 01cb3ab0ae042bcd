// The package's declaration emit, in one place for the two that need it: the package build
// (scripts/build-lib.mjs) and the editor's types in edit mode (scripts/playground-types.ts). Both run
// the TypeScript compiler on tsconfig.lib.json and ship its declarations the same way, so the editor
// shows exactly the `.d.ts` files an installed aquila-ui has.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const LIB_TSCONFIG = path.join(ROOT, 'tsconfig.lib.json');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// The library's own imports name their files (`../core/index.ts`, `./Button.scss`); TypeScript's
// `rewriteRelativeImportExtensions` turns `.ts`/`.tsx` into `.js` in the modules it emits, which Node's
// ESM loader needs (server rendering), but not in declarations, and it leaves stylesheets alone.
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
const rewriteRelative = (code, rewrite) =>
  code.replace(RELATIVE_SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${rewrite(specifier)}${quote}`);

/** A built module's stylesheet imports, as the package ships its stylesheets compiled (`./Button.css`). */
export const withCompiledStylesheets = (code) => rewriteRelative(code, (specifier) => specifier.replace(/\.scss$/, '.css'));

// tsc keeps a module's `import './Button.scss'` in its declaration. It carries no types, and a consumer's
// TypeScript cannot resolve a stylesheet (with `noUncheckedSideEffectImports` it is an error).
const STYLESHEET_IMPORT = /^import\s*(['"])[^'"]+\.s?css\1;?\n/gm;

/** A declaration as the package ships it: imports of modules named `.js`, as the modules are, and no stylesheets. */
export const shippedDeclaration = (code) =>
  rewriteRelative(code.replace(STYLESHEET_IMPORT, ''), (specifier) => specifier.replace(/\.tsx?$/, '.js'));

/**
 * Emits the package's declarations alone into `outDir`, as `npm run build:lib` ships them. The compiler
 * runs as a child process: it takes seconds, and a dev server calling this stays free to answer meanwhile.
 * A type error in the library still emits (the type check belongs to `npm run typecheck`); a compiler
 * that does not run rejects. Resolves to the declarations' paths relative to `outDir`, with `/`.
 */
export async function emitDeclarations(outDir) {
  const args = [TSC, '-p', LIB_TSCONFIG, '--emitDeclarationOnly', '--outDir', outDir];
  await new Promise((resolve, reject) =>
    execFile(process.execPath, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error) =>
      error && typeof error.code !== 'number' ? reject(error) : resolve(),
    ),
  );
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => relative.endsWith('.d.ts'))
    .sort();
  for (const relative of files) {
    const file = path.join(outDir, relative);
    writeFileSync(file, shippedDeclaration(readFileSync(file, 'utf8')));
  }
  return files;
}
