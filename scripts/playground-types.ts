import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const LIBRARY = path.join(root, 'library');

/** Declaration files the editor's TypeScript service gets, keyed by the path it will see them at. */
export type TypeFiles = Record<string, string>;

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

/** `.d.ts` files for the library, emitted by the TypeScript compiler from library/ itself. */
function libraryTypes(): TypeFiles {
  const options: ts.CompilerOptions = {
    declaration: true,
    emitDeclarationOnly: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    types: ['vite/client'],
    rootDir: LIBRARY,
    outDir: '/virtual-out',
  };
  const program = ts.createProgram([path.join(LIBRARY, 'index.ts')], options);
  const files: TypeFiles = {
    'file:///node_modules/aquila-ui/package.json': JSON.stringify({ name: 'aquila-ui', types: 'index.d.ts' }),
  };
  program.emit(undefined, (fileName, text) => {
    const relative = path.relative('/virtual-out', fileName).split(path.sep).join('/');
    if (!relative.endsWith('.d.ts') || relative.includes('.test.')) return;
    // Stylesheet imports mean nothing to the editor and would only be unresolved modules there.
    files[`file:///node_modules/aquila-ui/${relative}`] = text.replace(/^import '[^']+\.s?css';\n/gm, '');
  });
  return files;
}

export function playgroundTypeFiles(): TypeFiles {
  return { ...reactTypes(), ...libraryTypes() };
}
