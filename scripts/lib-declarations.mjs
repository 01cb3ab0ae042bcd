// The package's declaration emit, in one place for the two that need it: the package build
// (scripts/build-lib.mjs) and the editor's types in edit mode (scripts/playground-types.ts). Both run
// the TypeScript compiler on tsconfig.lib.json and give relative imports the same file extensions, so
// the editor shows exactly the `.d.ts` files an installed aquila-ui has.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const LIB_TSCONFIG = path.join(ROOT, 'tsconfig.lib.json');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// Bundlers would find '../core' without an extension; Node's ESM loader (server rendering) needs the file.
// Every module has a declaration beside it, so the same answer holds for a declaration-only emit.
function withExtension(specifier, fromDir) {
  if (specifier.endsWith('.scss')) return specifier.replace(/\.scss$/, '.css');
  const target = path.resolve(fromDir, specifier);
  if (existsSync(`${target}.js`) || existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.js')) || existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  return specifier;
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** A built module's or declaration's relative imports, with the extensions Node needs (`./Button.js`, `./Button.css`). */
export function addExtensions(code, fromDir) {
  return code.replace(SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${withExtension(specifier, fromDir)}${quote}`);
}

// tsc keeps a module's `import './Button.scss'` in its declaration. It carries no types, and a consumer's
// TypeScript cannot resolve a stylesheet (with `noUncheckedSideEffectImports` it is an error).
const STYLESHEET_IMPORT = /^import\s*(['"])[^'"]+\.s?css\1;?\n/gm;

/** A declaration as the package ships it: relative imports with their extensions, stylesheet imports gone. */
export function shippedDeclaration(code, fromDir) {
  return addExtensions(code.replace(STYLESHEET_IMPORT, ''), fromDir);
}

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
    writeFileSync(file, shippedDeclaration(readFileSync(file, 'utf8'), path.dirname(file)));
  }
  return files;
}
