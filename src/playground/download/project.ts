import { strToU8, zipSync } from 'fflate';
import { dependencies, devDependencies, version } from '../../../package.json';
import { demoEntry, demoStylesheet, PAGE_FILE, type DemoFiles } from '../../demo-model/files';
import { IMPORT_MAP_FILE, readImportMap } from '../../demo-model/import-map/import-map';
import { mapDependencies, SHARED_PACKAGES, type MapDependencies } from '../../demo-model/import-map/packages';
import { ENTRY_FILE, type WorkspaceFiles } from '../../workspace/files';
import { entryOf, isDemoWorkspace } from '../../workspace/workspace';
// What the docs page puts around a demo (the preview frame's own base styles), so it looks here as it did there.
import PAGE_CSS from '../runtime/frame-base.scss?raw';

/** A project's files by their path inside it (`src/main.tsx`), as text. */
export type ProjectFiles = Record<string, string>;

/** The versions a downloaded project asks for: the library as released from this repository, and what it is built with here. */
export const PROJECT_VERSIONS = {
  'aquila-ui': `^${version}`,
  react: dependencies.react,
  'react-dom': dependencies['react-dom'],
  '@types/react': devDependencies['@types/react'],
  '@types/react-dom': devDependencies['@types/react-dom'],
  '@vitejs/plugin-react': devDependencies['@vitejs/plugin-react'],
  sass: dependencies.sass,
  typescript: devDependencies.typescript,
  vite: devDependencies.vite,
};

/** The name of the playground page's project: its package, its folder, its zip. A demo's is its id. */
const WORKSPACE_PROJECT_NAME = 'aquila-playground';

/** What one project differs in, whether made from a demo or from a workspace; the rest is the same for both. */
interface ProjectPlan {
  /** The package's name, and the folder the zip holds the project in. */
  name: string;
  /** The README's first line under the title: where the code comes from. */
  origin: string;
  /** Whose files the README says they are: "the example's". */
  owner: string;
  /** The page Vite serves, before its entry script goes in. */
  page: string;
  /** The files that go under `src/`, by name, in the order the README lists them. */
  sources: [name: string, text: string][];
  /** The file whose default export the entry mounts, and the name the entry gives it. */
  mounts: { file: string; as: string };
  /** The text of the code's `import-map.json`, when it has one: the packages the project installs. */
  importMap?: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The page with the module script Vite starts from (before the last `</body>`, or at the end). */
function withEntryScript(html: string, entry: string): string {
  const script = `<script type="module" src="/src/${entry}"></script>`;
  const page = /<html[\s>]/i.test(html) ? html : `<!doctype html>\n<html lang="en">\n<body>\n${html}\n</body>\n</html>\n`;
  const closing = page.search(/<\/body>(?![\s\S]*<\/body>)/i);
  return closing === -1 ? `${page}${script}\n` : `${page.slice(0, closing)}  ${script}\n  ${page.slice(closing)}`;
}

/**
 * The first of `stem.ext`, then each further stem (the last numbered on: `-2`, `-3`…), that no file
 * under `src/` has: the person's files keep their names, the project's own take others. Names are
 * compared as a case-insensitive disk (macOS, Windows) compares them, where the zip is unpacked.
 */
function freeName(taken: ReadonlySet<string>, extension: string, ...stems: string[]): string {
  const last = stems[stems.length - 1];
  // One candidate more than there are files, so one of them is free.
  const numbered = Array.from({ length: taken.size }, (_, index) => `${last}-${index + 2}`);
  const stem = [...stems, ...numbered].find((candidate) => !taken.has(`${candidate}${extension}`.toLowerCase()));
  return `${stem}${extension}`;
}

function mainModule(pageCss: string, mounts: ProjectPlan['mounts']): string {
  const module = mounts.file.replace(/\.tsx?$/, '');
  return `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'aquila-ui/theme';
import './${pageCss}';
import ${mounts.as} from './${module}';

// The page may have lost its #root element in an edit; then the component gets one of its own.
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <${mounts.as} />
  </StrictMode>,
);
`;
}

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['vite/client'],
  },
  include: ['src'],
};

/**
 * What the import map asks the project to install: each package at the version the map pinned (an
 * exact version, as the preview ran it). A map that does not read adds nothing; the playground shows
 * its fault.
 */
function packagesOf(importMap: string | undefined): MapDependencies {
  const reading = readImportMap(importMap ?? '');
  return reading.ok ? mapDependencies(reading.map, SHARED_PACKAGES) : { dependencies: {}, addresses: {} };
}

function manifest(name: string, packages: MapDependencies): string {
  const { 'aquila-ui': library, react, 'react-dom': reactDom, ...tools } = PROJECT_VERSIONS;
  return json({
    name,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'tsc && vite build', preview: 'vite preview' },
    dependencies: { 'aquila-ui': library, react, 'react-dom': reactDom, ...packages.dependencies },
    devDependencies: tools,
  });
}

/** The README's note on imports mapped to plain addresses: npm cannot install them, so they are kept as they were. */
function importMapNote(addresses: Record<string, string>): string {
  if (!Object.keys(addresses).length) return '';
  return `
## importmap

In the playground these imports came from addresses in \`${IMPORT_MAP_FILE}\`, not from npm packages, so
\`package.json\` cannot list them. Install an equivalent package, or load them as the playground did with
an import map in \`index.html\`:

\`\`\`html
<script type="importmap">
${JSON.stringify({ imports: addresses }, null, 2)}
</script>
\`\`\`
`;
}

function readme({ name, origin, owner, sources, mounts }: ProjectPlan, entry: string, packages: MapDependencies): string {
  return `# ${name}

${origin}, in a Vite + React + TypeScript project.

Run it (then open the address it prints):

\`\`\`sh
npm install && npm run dev
\`\`\`

Build it (type-checks, then writes \`dist/\`; \`npm run preview\` serves that):

\`\`\`sh
npm run build
\`\`\`

- ${sources.map(([file]) => `\`src/${file}\``).join(', ')}: ${owner} files. \`src/${entry}\` mounts the default export of \`src/${mounts.file}\` into \`index.html\`.
- \`import 'aquila-ui/theme'\` brings the design tokens; put \`theme="dark"\` on \`<html>\` for the dark theme.
- Each \`aquila-ui/<name>\` entry brings its own stylesheet; \`sass\` compiles ${owner} \`.scss\`.
${importMapNote(packages.addresses)}`;
}

/** The runnable project: the plan's files under `src/`, the page, an entry mounting the component, and the manifest, configs and README. */
function buildProject(plan: ProjectPlan): ProjectFiles {
  const taken = new Set(plan.sources.map(([file]) => file.toLowerCase()));
  const entry = freeName(taken, '.tsx', 'main', 'start');
  const pageCss = freeName(taken, '.css', 'page');
  const packages = packagesOf(plan.importMap);
  return {
    'README.md': readme(plan, entry, packages),
    'package.json': manifest(plan.name, packages),
    'tsconfig.json': json(TSCONFIG),
    'vite.config.ts': VITE_CONFIG,
    '.gitignore': 'node_modules\ndist\n',
    'index.html': withEntryScript(plan.page, entry),
    [`src/${entry}`]: mainModule(pageCss, plan.mounts),
    [`src/${pageCss}`]: PAGE_CSS,
    ...Object.fromEntries(plan.sources.map(([file, text]) => [`src/${file}`, text])),
  };
}

/**
 * A demo as a runnable Vite + React + TypeScript project: its files as they are in the editor (the
 * page as `index.html`, the modules and stylesheet under `src/`), an entry mounting its default export,
 * and the manifest, configs and README a project needs.
 */
function demoPlan(demoId: string, files: DemoFiles): ProjectPlan {
  // In the order of the editor's tabs: the module, its other files, the stylesheet.
  const rank = (name: string) => (name === demoEntry(demoId) ? 0 : name === demoStylesheet(demoId) ? 2 : 1);
  const sources = Object.entries(files)
    .filter(([name]) => name !== PAGE_FILE && name !== IMPORT_MAP_FILE)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return {
    name: demoId,
    origin: 'An example from the Aquila UI docs, as you edited it',
    owner: "the example's",
    page: files[PAGE_FILE] ?? '',
    sources,
    mounts: { file: demoEntry(demoId), as: 'Demo' },
    importMap: files[IMPORT_MAP_FILE],
  };
}

/** The page a workspace's project serves: an empty document with the `#root` its `App` goes into. */
function workspacePage(name: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The playground page's workspace as a project, built as a demo's is: every file under `src/` by its
 * own name (so their `./Card` and `./card.scss` imports hold), an entry mounting `App` (the default
 * export of `App.tsx`) into a page of its own, and the same manifest, configs and README.
 */
function playgroundPlan(files: WorkspaceFiles): ProjectPlan {
  const name = WORKSPACE_PROJECT_NAME;
  return {
    name,
    origin: 'A workspace from the Aquila UI playground',
    owner: "the workspace's",
    page: workspacePage(name),
    // The import map becomes the manifest's dependencies (and the README's note), not a file under src/.
    sources: Object.entries(files).filter(([file]) => file !== IMPORT_MAP_FILE),
    mounts: { file: ENTRY_FILE, as: 'App' },
    importMap: files[IMPORT_MAP_FILE],
  };
}

/** The project a workspace makes (a demo's, or the playground page's): what Download zips and Open in CodeSandbox sends. */
export function projectFiles(id: string, files: WorkspaceFiles): ProjectFiles {
  return buildProject(isDemoWorkspace(id) ? demoPlan(id, files) : playgroundPlan(files));
}

/** The file of a workspace's project that an editor opens first: the module the person wrote. */
export const projectEntry = (id: string) => `src/${entryOf(id)}`;

/** A workspace project's name: its package, its folder in the zip, the zip's name. */
export const projectName = (id: string) => (isDemoWorkspace(id) ? id : WORKSPACE_PROJECT_NAME);

/** A project zipped, in a folder named after it. */
function zipFolder(folder: string, project: ProjectFiles): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(project).map(([file, text]) => [`${folder}/${file}`, strToU8(text)])));
}

/** The zip a person downloads: the project in a folder named after it. */
export function projectZip(id: string, files: WorkspaceFiles): Uint8Array {
  return zipFolder(projectName(id), projectFiles(id, files));
}

/** The zip's file name, after the project's: `button-demo1.zip`, `aquila-playground.zip`. */
export const projectZipName = (name: string) => `${name}.zip`;
