// Builds the installable package into dist-lib/: ES modules with declarations and source maps from
// tsc, one compiled stylesheet beside each component, styles.css with everything, and a package.json
// whose exports map lists every entry. `npm pack ./dist-lib` makes the tarball.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as sass from 'sass';
import { shippedDeclaration, withCompiledStylesheets } from './lib-declarations.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIBRARY = path.join(ROOT, 'library');
const OUT = path.join(ROOT, 'dist-lib');
const require = createRequire(import.meta.url);

/** Folders of library/ that are entries of the package; core is internal (its public helpers leave through the root). */
const entries = readdirSync(LIBRARY, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core' && existsSync(path.join(LIBRARY, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

// The library guards its development warnings with `process.env.NODE_ENV !== 'production'`, as React does:
// every bundler replaces that expression (so a production build drops the warnings) and Node has it. Vite's
// own flag, should a module use it, means nothing in other bundlers or in Node, so it becomes the same check.
// (A `typeof process` guard would defeat it: bundlers leave `typeof process`, which a browser reads as
// 'undefined', and every warning would be dead code in a development build too.)
const DEV_FLAG = /import\.meta\.env\.DEV/g;
// In parentheses, so `!import.meta.env.DEV` keeps its meaning.
const DEV_CHECK = "(process.env.NODE_ENV !== 'production')";

function rewriteModule(file) {
  // Declarations as the editor's are (scripts/lib-declarations.mjs); modules import compiled stylesheets.
  const text = readFileSync(file, 'utf8');
  let code = file.endsWith('.d.ts') ? shippedDeclaration(text) : withCompiledStylesheets(text);
  if (file.endsWith('.js')) code = code.replace(DEV_FLAG, DEV_CHECK);
  // Components and hooks run on the client: a React Server Components app may import them from a server module.
  const source = path.join(LIBRARY, path.relative(OUT, file)).replace(/\.js$/, '.tsx');
  if (file.endsWith('.js') && existsSync(source)) {
    code = `'use client';\n${code}`;
    const mapFile = `${file}.map`;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`; // the directive's line comes before every mapped line
    writeFileSync(mapFile, JSON.stringify(map));
  }
  writeFileSync(file, code);
}

function compileStyles() {
  const sheets = walk(LIBRARY).filter((file) => file.endsWith('.scss') && !path.basename(file).startsWith('_'));
  const compiled = new Map();
  for (const sheet of sheets) {
    const css = sass.compile(sheet, { style: 'expanded', loadPaths: [LIBRARY] }).css;
    const target = path.join(OUT, path.relative(LIBRARY, sheet)).replace(/\.scss$/, '.css');
    writeFileSync(target, `${css}\n`);
    compiled.set(path.relative(LIBRARY, sheet), css);
  }
  // One file for those who prefer one link: the tokens first, then each component's styles.
  const ordered = [...compiled.keys()].sort(
    (a, b) => Number(!a.startsWith('theme/')) - Number(!b.startsWith('theme/')) || a.localeCompare(b),
  );
  writeFileSync(
    path.join(OUT, 'styles.css'),
    ordered.map((key) => `/* ${key.replace(/\.scss$/, '.css')} */\n${compiled.get(key)}\n`).join('\n'),
  );
  return sheets.length;
}

/** The packages the built modules import, other than React (a peer). */
function runtimeDependencies(rootPackage) {
  const imported = new Set();
  for (const file of walk(OUT).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bfrom\s*['"]([^'"./][^'"]*)['"]/g)) {
      const parts = match[1].split('/');
      imported.add(match[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  const dependencies = {};
  for (const name of [...imported].sort()) {
    if (name === 'react' || name === 'react-dom') continue;
    const version = rootPackage.dependencies?.[name];
    if (!version) throw new Error(`library imports ${name}, which is not a dependency of the repository`);
    dependencies[name] = version;
  }
  return dependencies;
}

function writePackageJson() {
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const entry = (dir) => ({ types: `./${dir}index.d.ts`, default: `./${dir}index.js` });
  const exports = {
    '.': entry(''),
    './theme': './theme/theme.css',
    './styles.css': './styles.css',
    ...Object.fromEntries(entries.filter((name) => name !== 'theme').map((name) => [`./${name}`, entry(`${name}/`)])),
    // One entry per message catalogue (`aquila-ui/locales/fr`), so an app loads only the languages it imports.
    './locales/*': entry('locales/*/'),
    './package.json': './package.json',
  };
  const manifest = {
    name: 'aquila-ui',
    version: rootPackage.version,
    description: 'React components with live, editable examples: forms, overlays, data display and an image cropper.',
    license: rootPackage.license,
    type: 'module',
    sideEffects: ['*.css'],
    main: './index.js',
    types: './index.d.ts',
    exports,
    // React 19 only: the components take `ref` as a prop and provide context as `<Context value>`, which
    // React 18 does not understand; the package's tests install and run it on React 19.
    peerDependencies: { react: '^19', 'react-dom': '^19' },
    dependencies: runtimeDependencies(rootPackage),
  };
  writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

rmSync(OUT, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.lib.json')], {
  stdio: 'inherit',
});
const modules = walk(OUT).filter((file) => file.endsWith('.js') || file.endsWith('.d.ts'));
modules.forEach(rewriteModule);
const sheets = compileStyles();
const manifest = writePackageJson();
copyFileSync(path.join(ROOT, 'scripts/package-readme.md'), path.join(OUT, 'README.md'));
copyFileSync(path.join(ROOT, 'LICENSE'), path.join(OUT, 'LICENSE'));
console.log(
  `dist-lib: aquila-ui ${manifest.version}, ${Object.keys(manifest.exports).length - 1} exports (${entries.length - 1} component entries, the root, theme, the locales and styles.css), ${modules.length} modules and declarations, ${sheets} stylesheets`,
);
