import { strToU8, zipSync } from 'fflate';
import { dependencies, devDependencies, version } from '../../../package.json';
import { describeFile, type DemoFiles } from '../../demo-model/files';
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

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The demo's page with the module script Vite starts from (before the last `</body>`, or at the end). */
function withEntryScript(html: string, entry: string): string {
  const script = `<script type="module" src="/src/${entry}"></script>`;
  const page = /<html[\s>]/i.test(html) ? html : `<!doctype html>\n<html lang="en">\n<body>\n${html}\n</body>\n</html>\n`;
  const closing = page.search(/<\/body>(?![\s\S]*<\/body>)/i);
  return closing === -1 ? `${page}${script}\n` : `${page.slice(0, closing)}  ${script}\n  ${page.slice(closing)}`;
}

function mainModule(demoId: string): string {
  return `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'aquila-ui/theme';
import './page.css';
import Demo from './${demoId}';

// The demo's page may have lost its #root element in an edit; then the demo gets one of its own.
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <Demo />
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

function readme(demoId: string, sources: string[], entry: string): string {
  return `# ${demoId}

An example from the Aquila UI docs, as you edited it, in a Vite + React + TypeScript project.

Run it (then open the address it prints):

\`\`\`sh
npm install && npm run dev
\`\`\`

Build it (type-checks, then writes \`dist/\`; \`npm run preview\` serves that):

\`\`\`sh
npm run build
\`\`\`

- ${sources.map((file) => `\`${file}\``).join(', ')}: the example's files. \`src/${entry}\` mounts its default export into \`index.html\`.
- \`import 'aquila-ui/theme'\` brings the design tokens; put \`theme="dark"\` on \`<html>\` for the dark theme.
- Each \`aquila-ui/<name>\` entry brings its own stylesheet; \`sass\` compiles the example's \`.scss\`.
`;
}

/**
 * The demo as a runnable Vite + React + TypeScript project: its files as they are in the editor (the
 * page as `index.html`, the modules and stylesheet under `src/`), an entry mounting its default export,
 * and the manifest, configs and README a project needs.
 */
export function projectFiles(demoId: string, files: DemoFiles): ProjectFiles {
  const project: ProjectFiles = {};
  const sources: string[] = [];
  // In the order of the editor's tabs: the module, its other files, the stylesheet.
  const rank = (key: string) => (key === 'tsx' ? 0 : key === 'scss' ? 2 : 1);
  const keys = Object.keys(files).filter((key) => key !== 'html');
  for (const key of keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))) {
    const { name } = describeFile(demoId, key);
    project[`src/${name}`] = files[key];
    sources.push(`src/${name}`);
  }
  // A demo file may be called main.tsx; the entry then takes another name.
  const entry = project['src/main.tsx'] === undefined ? 'main.tsx' : 'start.tsx';
  const { 'aquila-ui': library, react, 'react-dom': reactDom, ...tools } = PROJECT_VERSIONS;
  return {
    'README.md': readme(demoId, sources, entry),
    'package.json': json({
      name: demoId,
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc && vite build', preview: 'vite preview' },
      dependencies: { 'aquila-ui': library, react, 'react-dom': reactDom },
      devDependencies: tools,
    }),
    'tsconfig.json': json({
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
    }),
    'vite.config.ts': VITE_CONFIG,
    '.gitignore': 'node_modules\ndist\n',
    'index.html': withEntryScript(files.html ?? '', entry),
    [`src/${entry}`]: mainModule(demoId),
    'src/page.css': PAGE_CSS,
    ...project,
  };
}

/** The zip a person downloads: the project in a folder named after the demo. */
export function projectZip(demoId: string, files: DemoFiles): Uint8Array {
  const entries = Object.entries(projectFiles(demoId, files)).map(([file, text]) => [`${demoId}/${file}`, strToU8(text)] as const);
  return zipSync(Object.fromEntries(entries));
}

/** The zip's file name: `button-demo1.zip`. */
export const projectZipName = (demoId: string) => `${demoId}.zip`;
