import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emitDeclarations } from './lib-declarations.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Declaration files the editor's TypeScript service gets, keyed by the path it will see them at. */
export type TypeFiles = Record<string, string>;

/** Where the editor finds an installed package's file: `file:///node_modules/<package>/<file>`. */
export const editorPath = (packageName: string, file: string) => `file:///node_modules/${packageName}/${file}`;

const nodeModule = (relative: string) => path.join(root, 'node_modules', relative);

/** React's own typings (and csstype, which they import), as the editor resolves them. */
function reactTypes(): TypeFiles {
  const files = [
    '@types/react/package.json',
    '@types/react/index.d.ts',
    '@types/react/global.d.ts',
    '@types/react/jsx-runtime.d.ts',
    '@types/react-dom/package.json',
    '@types/react-dom/index.d.ts',
    '@types/react-dom/client.d.ts',
    'csstype/package.json',
    'csstype/index.d.ts',
  ];
  return Object.fromEntries(files.map((file) => [`file:///node_modules/${file}`, readFileSync(nodeModule(file), 'utf8')]));
}

/** A package's package.json as Node finds it from a folder: in the nearest node_modules above it that has it. */
function findPackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

const IMPORTED = /\b(?:from\s*|import\s*\(\s*)['"]([^'"]+)['"]/g;
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The typings of the packages the library's declarations import (Floating UI's placements, say), and
 * of theirs in turn, found as an installed aquila-ui finds its dependencies'. React's come separately.
 */
export function dependencyTypes(declarations: string[]): TypeFiles {
  const files: TypeFiles = {};
  const seen = new Set<string>();
  const visit = (file: string, packageDir: string, packageName: string) => {
    const key = editorPath(packageName, path.relative(packageDir, file).split(path.sep).join('/'));
    if (key in files) return;
    const text = readFileSync(file, 'utf8');
    files[key] = text;
    for (const [, specifier] of text.matchAll(IMPORTED)) {
      if (!specifier.startsWith('.')) addPackage(specifier, path.dirname(file));
      else {
        const target = path.resolve(path.dirname(file), specifier.replace(/\.m?js$/, ''));
        const found = [`${target}.d.ts`, path.join(target, 'index.d.ts')].find((candidate) => existsSync(candidate));
        if (found) visit(found, packageDir, packageName);
      }
    }
  };
  const addPackage = (specifier: string, from: string) => {
    const name = packageOf(specifier);
    if (name === 'react' || name === 'react-dom' || seen.has(specifier)) return;
    seen.add(specifier);
    const manifestFile = findPackage(name, from);
    if (!manifestFile) return; // an import of a package not installed stays unresolved, as it would in an app
    const packageDir = path.dirname(manifestFile);
    files[editorPath(name, 'package.json')] = readFileSync(manifestFile, 'utf8');
    // The editor resolves as Node 10 does: a subpath is a file or folder; the root is the `types` field.
    const subpath = specifier.slice(name.length + 1);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { types?: string; typings?: string };
    const base = subpath ? path.join(packageDir, subpath) : path.join(packageDir, manifest.types ?? manifest.typings ?? 'index.d.ts');
    const subManifest = path.join(base, 'package.json');
    if (subpath && existsSync(subManifest)) {
      files[editorPath(name, `${subpath}/package.json`)] = readFileSync(subManifest, 'utf8');
      const typesField = (JSON.parse(readFileSync(subManifest, 'utf8')) as { types?: string }).types;
      if (typesField) return visit(path.join(base, typesField), packageDir, name);
    }
    const candidates = [base, `${base}.d.ts`, path.join(base, 'index.d.ts')];
    const found = candidates.find((candidate) => candidate.endsWith('.d.ts') && existsSync(candidate));
    if (found) visit(found, packageDir, name);
  };
  for (const text of declarations) {
    for (const [, specifier] of text.matchAll(IMPORTED)) if (!specifier.startsWith('.')) addPackage(specifier, root);
  }
  return files;
}

/**
 * The library's declarations exactly as `npm run build:lib` ships them (the same emit of
 * tsconfig.lib.json, the same import extensions), at the paths an installed aquila-ui has them.
 */
async function libraryTypes(): Promise<TypeFiles> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'aquila-types-'));
  try {
    const declarations = await emitDeclarations(outDir);
    if (declarations.length === 0) throw new Error('the TypeScript compiler emitted no declarations for library/');
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const files: TypeFiles = {
      [editorPath('aquila-ui', 'package.json')]: JSON.stringify({ name: 'aquila-ui', version, types: './index.d.ts' }),
    };
    for (const relative of declarations) files[editorPath('aquila-ui', relative)] = readFileSync(path.join(outDir, relative), 'utf8');
    return { ...dependencyTypes(Object.values(files)), ...files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function playgroundTypeFiles(): Promise<TypeFiles> {
  return { ...reactTypes(), ...(await libraryTypes()) };
}
