import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LIBRARY = path.join(root, 'library');

/** Declaration files the editor's TypeScript service gets, keyed by the path it will see them at. */
export type TypeFiles = Record<string, string>;

const nodeModule = (relative: string) => path.join(root, 'node_modules', relative);
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

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

/**
 * `.d.ts` files for the library, emitted by the TypeScript compiler from library/ itself. The compiler
 * runs as a child process: the emit takes seconds, and the dev server stays free to answer meanwhile.
 */
async function libraryTypes(): Promise<TypeFiles> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'aquila-types-'));
  try {
    const args = [
      ...['--declaration', '--emitDeclarationOnly', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler'],
      ...['--target', 'es2022', '--strict', '--skipLibCheck', '--types', 'vite/client', '--rootDir', LIBRARY, '--outDir', outDir],
      path.join(LIBRARY, 'index.ts'),
    ];
    // A type error in the library still emits; the type check itself belongs to `npm run typecheck`.
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [TSC, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error) =>
        error && (error as NodeJS.ErrnoException).code === 'ENOENT' ? reject(error) : resolve(),
      ),
    );
    const files: TypeFiles = {
      'file:///node_modules/aquila-ui/package.json': JSON.stringify({ name: 'aquila-ui', types: 'index.d.ts' }),
    };
    for (const relative of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      const normalized = relative.split(path.sep).join('/');
      if (!normalized.endsWith('.d.ts') || normalized.includes('.test.')) continue;
      // Stylesheet imports mean nothing to the editor and would only be unresolved modules there.
      const text = readFileSync(path.join(outDir, relative), 'utf8').replace(/^import '[^']+\.s?css';\n/gm, '');
      files[`file:///node_modules/aquila-ui/${normalized}`] = text;
    }
    if (Object.keys(files).length === 1) throw new Error('the TypeScript compiler emitted no declarations for library/');
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function playgroundTypeFiles(): Promise<TypeFiles> {
  return { ...reactTypes(), ...(await libraryTypes()) };
}
