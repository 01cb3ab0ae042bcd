// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../src/demo-model/share/fingerprint';
import { collectDemoVersions, demoIdOfPath } from './demo-history';

const DEMO = 'demos/button/button-demo1';
const TSX = `${DEMO}/button-demo1.tsx`;
const V1 = 'export default function Demo() {\n  return <button>One</button>;\n}\n';
const V2 = 'export default function Demo() {\n  return <button>Two</button>;\n}\n';
const V3 = 'export default function Demo() {\n  return <button>Three — ünïcode</button>;\n}\n';
const SCSS = '.demo { color: red; }\n';
const EXTRA = 'export const SampleDialog = () => null;\n';

// Variables a git hook would set would point git at another repository.
const GIT_ENV = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_CEILING_DIRECTORIES'] as const;
const savedEnv = Object.fromEntries(GIT_ENV.map((name) => [name, process.env[name]]));
const temporary: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-history-'));
  temporary.push(dir);
  // Never let git find a repository above the temporary folder.
  process.env.GIT_CEILING_DIRECTORIES = path.dirname(dir);
  return dir;
}

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' }).toString();

function commit(root: string, message: string) {
  run(root, 'add', '-A');
  run(root, 'commit', '-q', '--no-gpg-sign', '-m', message);
}

function initRepository(): string {
  const root = tempDir();
  run(root, 'init', '-q');
  run(root, 'config', 'user.name', 'Test');
  run(root, 'config', 'user.email', 'test@example.com');
  run(root, 'config', 'commit.gpgsign', 'false');
  write(root, TSX, V1);
  write(root, `${DEMO}/button-demo1.scss`, SCSS);
  write(root, `${DEMO}/button-demo1.test.tsx`, 'it("is not a demo file", () => {});\n');
  write(root, 'demos/button/page.ts', 'export default {};\n');
  write(root, 'README.md', 'outside demos\n');
  commit(root, 'first');
  write(root, TSX, V2);
  write(root, `${DEMO}/sample-dialog.tsx`, EXTRA);
  commit(root, 'second');
  write(root, TSX, V3); // uncommitted
  return root;
}

beforeAll(() => {
  for (const name of GIT_ENV) delete process.env[name];
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  for (const name of GIT_ENV) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

describe('demoIdOfPath', () => {
  it('names the demo of a demo source file and nothing else', () => {
    expect(demoIdOfPath('demos/button/button-demo1/button-demo1.tsx')).toBe('button-demo1');
    expect(demoIdOfPath('demos/button/button-demo12/sample-dialog.ts')).toBe('button-demo12');
    expect(demoIdOfPath('demos/button/button-demo1/button-demo1.html')).toBe('button-demo1');
    expect(demoIdOfPath('demos/button/button-demo1/button-demo1.test.tsx')).toBeNull();
    expect(demoIdOfPath('demos/button/button.demos.test.tsx')).toBeNull();
    expect(demoIdOfPath('demos/button/page.ts')).toBeNull();
    expect(demoIdOfPath('demos/button/card-demo1/card-demo1.tsx')).toBeNull();
    expect(demoIdOfPath('demos/button/button-demo1/nested/file.tsx')).toBeNull();
    expect(demoIdOfPath('demos/button/button-demo1/notes.md')).toBeNull();
  });
});

describe('collectDemoVersions', () => {
  it('finds every committed version and the uncommitted one, under their fingerprints', () => {
    const root = initRepository();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const versions = collectDemoVersions({ repoRoot: root });

    expect([...versions.keys()]).toEqual(['button-demo1']);
    const demo = versions.get('button-demo1')!;
    expect(demo.get(fingerprint(V1))).toBe(V1);
    expect(demo.get(fingerprint(V2))).toBe(V2);
    expect(demo.get(fingerprint(V3))).toBe(V3);
    expect(demo.get(fingerprint(SCSS))).toBe(SCSS);
    expect(demo.get(fingerprint(EXTRA))).toBe(EXTRA);
    expect(demo.size).toBe(5); // no test file, no page.ts
    expect(warn).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toMatch(/^demo versions: 5 versions of 1 demos from 2 commits/);
  });

  it('keeps the versions of a file that was deleted since, and of both sides of a merge', () => {
    const root = initRepository();
    run(root, 'checkout', '-q', '--', TSX);
    run(root, 'checkout', '-q', '-b', 'side', 'HEAD~1');
    const side = 'export default () => <p>side</p>;\n';
    write(root, TSX, side);
    commit(root, 'side');
    run(root, 'checkout', '-q', '-');
    run(root, 'merge', '-q', '--no-ff', '-s', 'ours', '-m', 'merge side', 'side');
    run(root, 'rm', '-q', `${DEMO}/sample-dialog.tsx`);
    commit(root, 'drop the dialog');
    vi.spyOn(console, 'info').mockImplementation(() => {});

    const demo = collectDemoVersions({ repoRoot: root }).get('button-demo1')!;
    expect(demo.get(fingerprint(side))).toBe(side);
    expect(demo.get(fingerprint(EXTRA))).toBe(EXTRA);
    expect(demo.get(fingerprint(V1))).toBe(V1);
  });

  it('works from a project inside a larger repository', () => {
    const root = tempDir();
    run(root, 'init', '-q');
    run(root, 'config', 'user.name', 'Test');
    run(root, 'config', 'user.email', 'test@example.com');
    write(root, `site/${TSX}`, V1);
    write(root, `other/${TSX}`, V2); // another project's demos: not ours
    commit(root, 'first');
    vi.spyOn(console, 'info').mockImplementation(() => {});

    const demo = collectDemoVersions({ repoRoot: path.join(root, 'site') }).get('button-demo1')!;
    expect([...demo.values()]).toEqual([V1]);
  });

  it('returns the working tree outside a repository, and says why', () => {
    const root = tempDir();
    write(root, TSX, V3);
    write(root, `${DEMO}/button-demo1.scss`, SCSS);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const versions = collectDemoVersions({ repoRoot: root });

    expect(versions.get('button-demo1')).toEqual(
      new Map([
        [fingerprint(V3), V3],
        [fingerprint(SCSS), SCSS],
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^demo versions: 2 versions of 1 demos .*not a git repository/);
  });

  it('returns the working tree when git is not installed', () => {
    const root = initRepository();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const path_ = process.env.PATH;
    process.env.PATH = path.join(root, 'no-such-bin');
    let versions;
    try {
      versions = collectDemoVersions({ repoRoot: root });
    } finally {
      process.env.PATH = path_;
    }
    expect(versions.get('button-demo1')).toEqual(
      new Map([
        [fingerprint(V3), V3],
        [fingerprint(SCSS), SCSS],
        [fingerprint(EXTRA), EXTRA],
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/git is not installed/);
  });

  it('returns what a shallow clone holds, and says the history is incomplete', () => {
    const origin = initRepository();
    const root = path.join(tempDir(), 'clone');
    run(path.dirname(root), 'clone', '-q', '--depth', '1', `file://${origin}`, root);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const demo = collectDemoVersions({ repoRoot: root }).get('button-demo1')!;

    expect(demo.get(fingerprint(V2))).toBe(V2);
    expect(demo.has(fingerprint(V1))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/shallow/);
  });

  it('returns the working tree of a repository without commits', () => {
    const root = tempDir();
    run(root, 'init', '-q');
    write(root, TSX, V1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(collectDemoVersions({ repoRoot: root }).get('button-demo1')).toEqual(new Map([[fingerprint(V1), V1]]));
    expect(warn.mock.calls[0][0]).toMatch(/no commits yet/);
  });

  it('reads this repository quickly', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = performance.now();
    const versions = collectDemoVersions();
    const milliseconds = performance.now() - started;
    const line = String((info.mock.calls[0] ?? warn.mock.calls[0])[0]);
    vi.restoreAllMocks();
    console.log(`${line} — measured ${Math.round(milliseconds)} ms`);
    expect(versions.size).toBeGreaterThan(0);
  });
});
