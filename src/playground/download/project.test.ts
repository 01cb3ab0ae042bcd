import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { defaultDemoHtml } from '../../../scripts/demo-files';
import { blankWorkspace } from '../../workspace/files';
import { projectFiles, projectZip, projectZipName, PROJECT_VERSIONS } from './project';
import { PLAYGROUND_ID } from '../../workspace/workspace';
import { demoFiles } from '../../../tests/unit/demo-files.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const repoPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** What a project holds beside the files it was made from: the page, its mount, and the tooling. */
const SCAFFOLD = [
  '.gitignore',
  'README.md',
  'index.html',
  'package.json',
  'src/main.tsx',
  'src/page.css',
  'tsconfig.json',
  'vite.config.ts',
];

/** A demo's files as the editor holds them, read from its folder (the page is the shared default). */
function shippedFiles(folder: string, extras: string[] = []): Record<string, string> {
  const demoId = path.basename(folder);
  const read = (name: string) => readFileSync(path.join(root, 'demos', folder, name), 'utf8');
  return {
    'index.html': defaultDemoHtml(demoId),
    [`${demoId}.tsx`]: read(`${demoId}.tsx`),
    [`${demoId}.scss`]: read(`${demoId}.scss`),
    ...Object.fromEntries(extras.map((name) => [name, read(name)])),
  };
}

describe('projectFiles', () => {
  const shipped = shippedFiles('dialog/dialog-demo2', ['state-picker.tsx', 'states.ts']);
  const files: Record<string, string> = {
    ...shipped,
    'dialog-demo2.tsx': `// my edit\n${shipped['dialog-demo2.tsx']}`,
    'states.ts': `${shipped['states.ts']}// my edit\n`,
  };
  const project = projectFiles('dialog-demo2', files);

  it('holds every file of the demo as edited, and what a Vite + React + TypeScript project needs', () => {
    expect(Object.keys(project).sort()).toEqual(
      [...SCAFFOLD, 'src/dialog-demo2.scss', 'src/dialog-demo2.tsx', 'src/state-picker.tsx', 'src/states.ts'].sort(),
    );
    expect(project['src/dialog-demo2.tsx']).toBe(files['dialog-demo2.tsx']);
    expect(project['src/dialog-demo2.scss']).toBe(files['dialog-demo2.scss']);
    expect(project['src/state-picker.tsx']).toBe(files['state-picker.tsx']);
    expect(project['src/states.ts']).toBe(files['states.ts']);
  });

  it('mounts the default export with the theme, into the demo’s own page', () => {
    expect(project['src/main.tsx']).toContain("import 'aquila-ui/theme';");
    expect(project['src/main.tsx']).toContain("import Demo from './dialog-demo2';");
    expect(project['src/main.tsx']).toContain('<Demo />');
    expect(project['index.html']).toBe(
      files['index.html'].replace('</body>', '  <script type="module" src="/src/main.tsx"></script>\n  </body>'),
    );
  });

  it('asks for the library at this version, React and the tools at the versions this repository uses', () => {
    const manifest = JSON.parse(project['package.json']);
    expect(manifest).toMatchObject({ name: 'dialog-demo2', private: true, type: 'module' });
    expect(manifest.scripts).toEqual({ dev: 'vite', build: 'tsc && vite build', preview: 'vite preview' });
    expect(manifest.dependencies).toEqual({
      'aquila-ui': `^${repoPackage.version}`,
      react: repoPackage.dependencies.react,
      'react-dom': repoPackage.dependencies['react-dom'],
    });
    for (const name of ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite']) {
      expect(manifest.devDependencies[name]).toBe(repoPackage.devDependencies[name]);
    }
    expect(manifest.devDependencies.sass).toBe(repoPackage.dependencies.sass);
    expect(Object.keys(PROJECT_VERSIONS)).toHaveLength(9);
  });

  it('configures Vite with React, and TypeScript strict over src/', () => {
    expect(project['vite.config.ts']).toContain('plugins: [react()]');
    expect(JSON.parse(project['tsconfig.json'])).toMatchObject({
      compilerOptions: { strict: true, jsx: 'react-jsx', types: ['vite/client'] },
      include: ['src'],
    });
  });

  it('gives the two commands in its README', () => {
    expect(project['README.md']).toContain('npm install && npm run dev');
    expect(project['README.md']).toContain('npm run build');
    expect(project['README.md']).toContain('`src/dialog-demo2.tsx`, `src/state-picker.tsx`, `src/states.ts`, `src/dialog-demo2.scss`');
  });

  it('gives a page without <html> or <body> a whole document', () => {
    const page = projectFiles('button-demo1', {
      'index.html': '<div id="root"></div>',
      'button-demo1.tsx': '',
      'button-demo1.scss': '',
    })['index.html'];
    expect(page).toMatch(
      /^<!doctype html>\n<html lang="en">\n<body>\n<div id="root"><\/div>\n {2}<script type="module" src="\/src\/main.tsx"><\/script>\n {2}<\/body>/,
    );
  });

  it('names its entry otherwise when the demo has a main.tsx of its own', () => {
    const withMain = projectFiles('button-demo1', {
      ...demoFiles('button-demo1', 'x', '', '<html><body></body></html>'),
      'main.tsx': 'mine',
    });
    expect(withMain['src/main.tsx']).toBe('mine');
    expect(withMain['src/start.tsx']).toContain("import Demo from './button-demo1';");
    expect(withMain['index.html']).toContain('src="/src/start.tsx"');
  });
});

describe('projectZip', () => {
  it('packs the project in a folder named after the demo, in a zip named after it', () => {
    const files = shippedFiles('button/button-demo1');
    const unpacked = unzipSync(projectZip('button-demo1', files));
    const expected = projectFiles('button-demo1', files);
    expect(Object.keys(unpacked).sort()).toEqual(
      Object.keys(expected)
        .map((file) => `button-demo1/${file}`)
        .sort(),
    );
    for (const [file, text] of Object.entries(expected)) expect(strFromU8(unpacked[`button-demo1/${file}`])).toBe(text);
    expect(projectZipName('button-demo1')).toBe('button-demo1.zip');
  });
});

describe('a demo’s project with an import map', () => {
  it('installs the pinned packages and keeps the map out of src/', () => {
    const project = projectFiles('button-demo1', {
      ...demoFiles('button-demo1'),
      'import-map.json': '{ "imports": { "dayjs": "https://esm.sh/dayjs@1.11.13" } }',
    });
    expect(JSON.parse(project['package.json']).dependencies).toHaveProperty('dayjs', '1.11.13');
    expect(Object.keys(project).some((file) => file.endsWith('import-map.json'))).toBe(false);
  });
});

describe('projectFiles of the playground page', () => {
  const workspace = {
    'App.tsx': "import { Card } from './Card';\nimport './styles.scss';\n\nexport default function App() {\n  return <Card />;\n}\n",
    'Card.tsx': "import { Button } from 'aquila-ui/button';\nimport './card.css';\n\nexport const Card = () => <Button>Hi</Button>;\n",
    'card.css': '.card { color: red; }\n',
    'styles.scss': '.app { padding: 1rem; }\n',
  };
  const project = projectFiles(PLAYGROUND_ID, workspace);

  it('holds every file of the workspace under src/ by its own name, beside what the project needs', () => {
    expect(Object.keys(project).sort()).toEqual(
      [...SCAFFOLD, 'src/App.tsx', 'src/Card.tsx', 'src/card.css', 'src/styles.scss'].sort(),
    );
    for (const [name, text] of Object.entries(workspace)) expect(project[`src/${name}`]).toBe(text);
  });

  it('mounts App with the theme and the page’s base styles, into the #root of a page of its own', () => {
    const main = project['src/main.tsx'];
    expect(main).toContain("import 'aquila-ui/theme';");
    expect(main).toContain("import './page.css';");
    expect(main).toContain("import App from './App';");
    expect(main).toContain('<App />');
    expect(project['src/page.css']).toBe(projectFiles('button-demo1', demoFiles('button-demo1'))['src/page.css']);
    expect(project['index.html']).toContain('<div id="root"></div>');
    expect(project['index.html']).toContain('<title>aquila-playground</title>');
    expect(project['index.html']).toMatch(/<script type="module" src="\/src\/main.tsx"><\/script>\n {2}<\/body>/);
  });

  it('asks for the same library, React and tools as a demo’s project, under the workspace’s name', () => {
    const manifest = JSON.parse(project['package.json']);
    const demoManifest = JSON.parse(projectFiles('button-demo1', demoFiles('button-demo1'))['package.json']);
    expect(manifest).toEqual({ ...demoManifest, name: 'aquila-playground' });
    expect(manifest.dependencies).toEqual({
      'aquila-ui': PROJECT_VERSIONS['aquila-ui'],
      react: PROJECT_VERSIONS.react,
      'react-dom': PROJECT_VERSIONS['react-dom'],
    });
    expect(project['tsconfig.json']).toBe(projectFiles('button-demo1', demoFiles('button-demo1'))['tsconfig.json']);
    expect(project['vite.config.ts']).toContain('plugins: [react()]');
  });

  it('speaks of a playground workspace in its README, and lists its files', () => {
    expect(project['README.md']).toMatch(/^# aquila-playground\n\nA workspace from the Aquila UI playground, in a Vite/);
    expect(project['README.md']).toContain(
      "`src/App.tsx`, `src/Card.tsx`, `src/card.css`, `src/styles.scss`: the workspace's files. `src/main.tsx` mounts the default export of `src/App.tsx`",
    );
    expect(project['README.md']).toContain('npm install && npm run dev');
  });

  it('names its entry and its page styles otherwise when the workspace has files of those names', () => {
    const taken = projectFiles(PLAYGROUND_ID, { ...blankWorkspace(), 'main.tsx': 'mine', 'Page.css': 'p {}' });
    expect(taken['src/main.tsx']).toBe('mine');
    expect(taken['src/Page.css']).toBe('p {}');
    expect(taken['src/start.tsx']).toContain("import App from './App';");
    expect(taken['src/start.tsx']).toContain("import './page-2.css';");
    expect(taken['src/page-2.css']).toBe(project['src/page.css']);
    expect(taken['index.html']).toContain('src="/src/start.tsx"');
    const both = projectFiles(PLAYGROUND_ID, { ...blankWorkspace(), 'main.tsx': 'mine', 'start.tsx': 'mine too' });
    expect(both['src/start.tsx']).toBe('mine too');
    expect(both['src/start-2.tsx']).toContain('<App />');
  });

  it('zips the project in a folder named after it', () => {
    const unpacked = unzipSync(projectZip(PLAYGROUND_ID, workspace));
    expect(Object.keys(unpacked).sort()).toEqual(
      Object.keys(project)
        .map((file) => `aquila-playground/${file}`)
        .sort(),
    );
    expect(strFromU8(unpacked['aquila-playground/src/Card.tsx'])).toBe(workspace['Card.tsx']);
    expect(projectZipName('aquila-playground')).toBe('aquila-playground.zip');
  });

  describe('with an import map', () => {
    const mapped = {
      ...workspace,
      'import-map.json': JSON.stringify({
        imports: {
          dayjs: 'https://esm.sh/dayjs@1.11.13',
          '@scope/widgets': 'https://esm.sh/@scope/widgets@2.0.0',
          confetti: 'https://files.example/confetti.js',
        },
      }),
    };
    const withMap = projectFiles(PLAYGROUND_ID, mapped);

    it('lists the mapped packages at the versions the map pinned, beside the library and React', () => {
      expect(JSON.parse(withMap['package.json']).dependencies).toEqual({
        'aquila-ui': PROJECT_VERSIONS['aquila-ui'],
        react: PROJECT_VERSIONS.react,
        'react-dom': PROJECT_VERSIONS['react-dom'],
        dayjs: '1.11.13',
        '@scope/widgets': '2.0.0',
      });
      expect(withMap['src/import-map.json']).toBeUndefined();
    });

    it('keeps a package mapped to a plain address in an importmap note of the README', () => {
      expect(withMap['README.md']).toContain('## importmap');
      expect(withMap['README.md']).toContain('"confetti": "https://files.example/confetti.js"');
      expect(withMap['README.md']).not.toContain('"dayjs"');
      expect(project['README.md']).not.toContain('## importmap');
    });

    it('adds nothing for a map that does not read', () => {
      const broken = projectFiles(PLAYGROUND_ID, { ...workspace, 'import-map.json': '{ "imports": ' });
      expect(JSON.parse(broken['package.json']).dependencies).toEqual(JSON.parse(project['package.json']).dependencies);
    });
  });
});
