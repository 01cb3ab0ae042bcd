import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { defaultDemoHtml } from '../../../scripts/demo-files';
import { projectFiles, projectZip, projectZipName, PROJECT_VERSIONS } from './project';

const root = path.resolve(import.meta.dirname, '../../..');
const repoPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** A demo's files as the editor holds them, read from its folder (the page is the shared default). */
function shippedFiles(folder: string, extras: string[] = []): Record<string, string> {
  const demoId = path.basename(folder);
  const read = (name: string) => readFileSync(path.join(root, 'demos', folder, name), 'utf8');
  return {
    html: defaultDemoHtml(demoId),
    tsx: read(`${demoId}.tsx`),
    scss: read(`${demoId}.scss`),
    ...Object.fromEntries(extras.map((name) => [name, read(name)])),
  };
}

describe('projectFiles', () => {
  const shipped = shippedFiles('dialog/dialog-demo2', ['state-picker.tsx', 'states.ts']);
  const files: Record<string, string> = {
    ...shipped,
    tsx: `// my edit\n${shipped.tsx}`,
    'states.ts': `${shipped['states.ts']}// my edit\n`,
  };
  const project = projectFiles('dialog-demo2', files);

  it('holds every file of the demo as edited, and what a Vite + React + TypeScript project needs', () => {
    expect(Object.keys(project).sort()).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/dialog-demo2.scss',
      'src/dialog-demo2.tsx',
      'src/main.tsx',
      'src/page.css',
      'src/state-picker.tsx',
      'src/states.ts',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project['src/dialog-demo2.tsx']).toBe(files.tsx);
    expect(project['src/dialog-demo2.scss']).toBe(files.scss);
    expect(project['src/state-picker.tsx']).toBe(files['state-picker.tsx']);
    expect(project['src/states.ts']).toBe(files['states.ts']);
  });

  it('mounts the default export with the theme, into the demo’s own page', () => {
    expect(project['src/main.tsx']).toContain("import 'aquila-ui/theme';");
    expect(project['src/main.tsx']).toContain("import Demo from './dialog-demo2';");
    expect(project['src/main.tsx']).toContain('<Demo />');
    expect(project['index.html']).toBe(
      files.html.replace('</body>', '  <script type="module" src="/src/main.tsx"></script>\n  </body>'),
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
    const page = projectFiles('button-demo1', { html: '<div id="root"></div>', tsx: '', scss: '' })['index.html'];
    expect(page).toMatch(
      /^<!doctype html>\n<html lang="en">\n<body>\n<div id="root"><\/div>\n {2}<script type="module" src="\/src\/main.tsx"><\/script>\n {2}<\/body>/,
    );
  });

  it('names its entry otherwise when the demo has a main.tsx of its own', () => {
    const withMain = projectFiles('button-demo1', { html: '<html><body></body></html>', tsx: 'x', scss: '', 'main.tsx': 'mine' });
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
