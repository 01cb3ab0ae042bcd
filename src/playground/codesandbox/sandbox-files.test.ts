import { blankWorkspace } from '../../workspace/files';
import { projectFiles } from '../download/project';
import { PLAYGROUND_ID } from '../../workspace/workspace';
import { projectSandbox, workspaceSandbox } from './sandbox-files';
import { demoFiles } from '../../../tests/unit/demo-files.ts';

const demo: Record<string, string> = {
  ...demoFiles('button-demo1', 'export default () => <p>Edited</p>;\n', 'p { color: red; }\n'),
  'extra.ts': 'export {};\n',
};

describe('projectSandbox', () => {
  it('puts every file of the project at its path from the sandbox’s root, and nothing else', () => {
    const project = { 'package.json': '{}\n', 'src/main.tsx': 'main', 'src/App.tsx': 'app' };
    expect(projectSandbox(project, 'src/App.tsx')).toEqual({
      files: { '/package.json': '{}\n', '/src/main.tsx': 'main', '/src/App.tsx': 'app' },
      customSetup: { environment: 'node' },
      activeFile: '/src/App.tsx',
    });
  });
});

describe('workspaceSandbox of a demo', () => {
  it('is the project Download saves, opened at the demo’s module', () => {
    const sandbox = workspaceSandbox('button-demo1', demo);
    const project = projectFiles('button-demo1', demo);
    expect(Object.keys(sandbox.files)).toEqual(Object.keys(project).map((path) => `/${path}`));
    for (const [path, text] of Object.entries(project)) expect(sandbox.files[`/${path}`]).toBe(text);
    expect(sandbox.files['/src/button-demo1.tsx']).toBe(demo['button-demo1.tsx']);
    expect(sandbox.files['/index.html']).toContain('<div id="root"></div>');
    expect(sandbox.activeFile).toBe('/src/button-demo1.tsx');
  });
});

describe('workspaceSandbox of the playground page', () => {
  it('is the workspace’s project, with aquila-ui a dependency, opened at App.tsx', () => {
    const workspace = { ...blankWorkspace(), 'Card.tsx': 'export const Card = () => null;\n' };
    const sandbox = workspaceSandbox(PLAYGROUND_ID, workspace);
    const project = projectFiles(PLAYGROUND_ID, workspace);
    expect(Object.keys(sandbox.files)).toEqual(Object.keys(project).map((path) => `/${path}`));
    for (const [path, text] of Object.entries(project)) expect(sandbox.files[`/${path}`]).toBe(text);
    expect(sandbox.files['/src/Card.tsx']).toBe(workspace['Card.tsx']);
    expect(JSON.parse(sandbox.files['/package.json']).dependencies).toHaveProperty('aquila-ui');
    expect(JSON.parse(sandbox.files['/package.json']).scripts.dev).toBe('vite');
    expect(sandbox.activeFile).toBe('/src/App.tsx');
    expect(sandbox.customSetup).toEqual({ environment: 'node' });
  });

  it('installs the packages the import map pinned', () => {
    const workspace = { ...blankWorkspace(), 'import-map.json': '{ "imports": { "dayjs": "https://esm.sh/dayjs@1.11.13" } }' };
    expect(JSON.parse(workspaceSandbox(PLAYGROUND_ID, workspace).files['/package.json']).dependencies).toHaveProperty(
      'dayjs',
      '1.11.13',
    );
  });
});
