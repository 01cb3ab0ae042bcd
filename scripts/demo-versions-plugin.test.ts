// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../src/demo-model/share/fingerprint';
import { demoVersionUrl } from '../src/demo-model/share/versions';
import { demoVersionsPlugin } from './demo-versions-plugin';

/** Where the page asks for a version (the site at '/'), as the path the build writes it to. */
const versionAsset = (demoId: string, hash: string) => demoVersionUrl(demoId, hash).replace(/^\//, '');

const FILE = 'demos/card/card-demo2/card-demo2.tsx';
const V1 = 'export default () => <p>one</p>;\n';
const V2 = 'export default () => <p>two</p>;\n';
let root = '';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'demo-versions-'));
  mkdirSync(path.join(root, 'demos/card/card-demo2'), { recursive: true });
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete process.env[name];
  git('init', '-q');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  writeFileSync(path.join(root, FILE), V1);
  git('add', FILE);
  git('commit', '-q', '--no-gpg-sign', '-m', 'one');
  writeFileSync(path.join(root, FILE), V2);
  Object.assign(process.env, env);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

/** The plugin, resolved against the temporary repository. */
function plugin() {
  const instance = demoVersionsPlugin();
  (instance.configResolved as (config: { root: string }) => void)({ root });
  return instance;
}

describe('demoVersionsPlugin', () => {
  it('emits every version at build, where the page asks for it', () => {
    const emitFile = vi.fn();
    (plugin().generateBundle as (this: unknown) => void).call({ emitFile });
    const emitted = Object.fromEntries(emitFile.mock.calls.map(([asset]) => [asset.fileName, asset.source]));
    expect(emitted).toEqual({
      [versionAsset('card-demo2', fingerprint(V1))]: V1,
      [versionAsset('card-demo2', fingerprint(V2))]: V2,
    });
  });

  it('serves the same URLs on the dev server, 404 for unknown ones, and leaves other URLs alone', () => {
    let middleware: (request: { url: string }, response: unknown, next: () => void) => void = () => {};
    const server = { config: { base: '/docs/' }, middlewares: { use: (handler: typeof middleware) => (middleware = handler) } };
    (plugin().configureServer as (server: unknown) => void)(server);

    const request = (url: string) => {
      const response = {
        statusCode: 200,
        body: '',
        headers: {} as Record<string, string>,
        setHeader(name: string, value: string) {
          this.headers[name] = value;
        },
        end(body: string) {
          this.body = body;
        },
      };
      const next = vi.fn();
      middleware({ url }, response, next);
      return { ...response, next: next.mock.calls.length > 0 };
    };

    const found = request(`/docs/${versionAsset('card-demo2', fingerprint(V1))}?import`);
    expect(found).toMatchObject({ statusCode: 200, body: V1, next: false });
    expect(found.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(request(`/docs/${versionAsset('card-demo2', 'zz')}`)).toMatchObject({ statusCode: 404, next: false });
    expect(request('/docs/assets/demos/card/card-demo9/versions/../x.txt')).toMatchObject({ statusCode: 404, next: false });
    expect(request('/docs/assets/demos/card/card-demo2/card-demo2.tsx')).toMatchObject({ next: true });
    expect(request('/docs/components/card')).toMatchObject({ next: true });
  });
});
