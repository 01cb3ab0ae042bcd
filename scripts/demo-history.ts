import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseDemoPath } from '../src/demo-model/demo-id.ts';
import { fingerprint } from '../src/demo-model/share/fingerprint.ts';

/** demo id → fingerprint of a file's text → that text. */
export type DemoVersions = Map<string, Map<string, string>>;

export interface CollectDemoVersionsOptions {
  /** The project's root (the folder holding `demos/`); by default the folder above `scripts/`. */
  repoRoot?: string;
}

/**
 * The files of a demo folder that can have had versions: its own .tsx/.scss/.html and any extra
 * .tsx/.ts/.scss files beside them, in the folder itself and never a test.
 */
const SOURCE_FILE = /^[^/]+\.(?:tsx|ts|scss|html)$/;
const TEST_FILE = /\.test\./;

/**
 * The demo id a project-relative path belongs to (`demos/<page>/<page>-demo<N>/<file>`), or null when
 * it is not a demo source file.
 */
export function demoIdOfPath(relativePath: string): string | null {
  if (!relativePath.startsWith('demos/')) return null;
  const demoPath = parseDemoPath(relativePath.slice('demos/'.length));
  if (!demoPath || !SOURCE_FILE.test(demoPath.rest) || TEST_FILE.test(demoPath.rest)) return null;
  return demoPath.demoId;
}

const GIT_MAX_BUFFER = 1024 ** 3;
const NULL_ID = /^0+$/;

interface GitResult {
  ok: boolean;
  stdout: Buffer;
  /** Why it failed: git's first line of stderr, or the spawn error. */
  reason: string;
}

function git(cwd: string, args: string[], input?: string): GitResult {
  const result = spawnSync('git', ['-c', 'core.quotepath=off', ...args], {
    cwd,
    input,
    maxBuffer: GIT_MAX_BUFFER,
    // A blob missing from a partial clone must not be fetched over the network one by one
    // (git ≥ 2.45 honours this; older versions ignore it).
    env: { ...process.env, GIT_NO_LAZY_FETCH: '1', GIT_TERMINAL_PROMPT: '0' },
    windowsHide: true,
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    return { ok: false, stdout: Buffer.alloc(0), reason: code === 'ENOENT' ? 'git is not installed' : result.error.message };
  }
  const stderr = result.stderr?.toString('utf8').trim().split('\n')[0] ?? '';
  return { ok: result.status === 0, stdout: result.stdout ?? Buffer.alloc(0), reason: stderr || `git exited with ${result.status}` };
}

class HistoryUnavailable extends Error {}

/**
 * Adds one version; the first text seen under a fingerprint stays (the working tree goes first).
 * A leading BOM is dropped: the site reads files with `Response.text()`, which drops it too, so the
 * fingerprint is that of the text the page had.
 */
function addVersion(versions: DemoVersions, demoId: string, file: string): boolean {
  const text = file.replace(/^\uFEFF/, '');
  let byHash = versions.get(demoId);
  if (!byHash) versions.set(demoId, (byHash = new Map()));
  const hash = fingerprint(text);
  if (byHash.has(hash)) return false;
  byHash.set(hash, text);
  return true;
}

/** Every demo source file in the working tree, as project-relative paths. */
function workingTreeFiles(repoRoot: string): string[] {
  const demosDir = path.join(repoRoot, 'demos');
  if (!existsSync(demosDir)) return [];
  const files: string[] = [];
  for (const page of readdirSync(demosDir, { withFileTypes: true })) {
    if (!page.isDirectory()) continue;
    for (const demo of readdirSync(path.join(demosDir, page.name), { withFileTypes: true })) {
      if (!demo.isDirectory()) continue;
      for (const file of readdirSync(path.join(demosDir, page.name, demo.name), { withFileTypes: true })) {
        const relative = `demos/${page.name}/${demo.name}/${file.name}`;
        if (file.isFile() && demoIdOfPath(relative) !== null) files.push(relative);
      }
    }
  }
  return files;
}

interface HistoryBlobs {
  /** blob id → the demo ids whose files have had that content. */
  blobs: Map<string, Set<string>>;
  commits: number;
  shallow: boolean;
}

/**
 * Every blob a demo source file has had in the history of HEAD, from ONE `git log`: each commit that
 * changed `demos/` (merges diffed against each parent, so no side of a merge is skipped) lists the
 * blob ids of the files it added or changed. Throws HistoryUnavailable with the reason when git
 * cannot tell.
 */
function historyBlobs(repoRoot: string): HistoryBlobs {
  const info = git(repoRoot, ['rev-parse', '--is-shallow-repository', '--show-prefix']);
  if (!info.ok) {
    throw new HistoryUnavailable(/not a git repository/i.test(info.reason) ? 'not a git repository' : info.reason);
  }
  const [shallowLine, prefix = ''] = info.stdout.toString('utf8').split('\n');
  const shallow = shallowLine.trim() === 'true';

  const log = git(repoRoot, [
    'log',
    'HEAD',
    '--format=commit %H',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '--full-history',
    '-m',
    '--root',
    '--no-color',
    '--no-ext-diff',
    '--',
    'demos',
  ]);
  if (!log.ok) {
    throw new HistoryUnavailable(
      /does not have any commits|unknown revision|bad revision/i.test(log.reason) ? 'no commits yet' : log.reason,
    );
  }

  const blobs = new Map<string, Set<string>>();
  const commits = new Set<string>();
  for (const line of log.stdout.toString('utf8').split('\n')) {
    if (line.startsWith('commit ')) {
      commits.add(line.slice(7));
      continue;
    }
    // :100644 100644 <old blob> <new blob> M\t<path>
    if (!line.startsWith(':')) continue;
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [oldMode, newMode, oldId, newId] = line.slice(1, tab).split(' ');
    let file = line.slice(tab + 1);
    if (!file.startsWith(prefix)) continue;
    file = file.slice(prefix.length);
    const demoId = demoIdOfPath(file);
    if (demoId === null) continue;
    // Both sides: the old one is normally some other commit's new one, but not past a shallow boundary.
    for (const [mode, id] of [
      [newMode, newId],
      [oldMode, oldId],
    ]) {
      if (!/^1006[0-7]{2}$/.test(mode) || NULL_ID.test(id)) continue; // regular files only
      let ids = blobs.get(id);
      if (!ids) blobs.set(id, (ids = new Set()));
      ids.add(demoId);
    }
  }
  return { blobs, commits: commits.size, shallow };
}

/** The contents of many blobs from ONE `git cat-file --batch`; missing ones are left out. */
function readBlobs(repoRoot: string, ids: string[]): Map<string, string> {
  const contents = new Map<string, string>();
  if (ids.length === 0) return contents;
  const batch = git(repoRoot, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  if (!batch.ok) throw new HistoryUnavailable(batch.reason);
  const out = batch.stdout;
  let at = 0;
  while (at < out.length) {
    const headerEnd = out.indexOf(0x0a, at);
    if (headerEnd < 0) break;
    const [id, type, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    at = headerEnd + 1;
    if (type === 'missing' || size === undefined) continue; // `<id> missing`
    const length = Number(size);
    if (type === 'blob') contents.set(id, out.subarray(at, at + length).toString('utf8'));
    at += length + 1; // the content, then a newline
  }
  return contents;
}

/**
 * Every version of every demo source file that any commit in HEAD's history has held, plus the
 * working tree's current files, keyed by demo id and by `fingerprint()` of the text: what an old
 * share link (a patch tagged with the fingerprint of the file it was made against) needs to resolve.
 *
 * Never throws: without git, outside a repository, or in a shallow clone it returns what it can
 * (at least the working tree's files). Writes one line to the console with the count and, when the
 * history was unavailable or incomplete, why.
 */
export function collectDemoVersions(options: CollectDemoVersionsOptions = {}): DemoVersions {
  const started = performance.now();
  const repoRoot = path.resolve(options.repoRoot ?? path.join(import.meta.dirname, '..'));
  const versions: DemoVersions = new Map();

  let count = 0;
  try {
    for (const file of workingTreeFiles(repoRoot)) {
      if (addVersion(versions, demoIdOfPath(file)!, readFileSync(path.join(repoRoot, file), 'utf8'))) count++;
    }
  } catch (error) {
    console.warn(`demo versions: could not read the working tree's demos (${(error as Error).message})`);
  }

  let problem: string | null = null;
  let commits = 0;
  try {
    const history = historyBlobs(repoRoot);
    commits = history.commits;
    const contents = readBlobs(repoRoot, [...history.blobs.keys()]);
    for (const [id, demoIds] of history.blobs) {
      const text = contents.get(id);
      if (text === undefined) continue;
      for (const demoId of demoIds) if (addVersion(versions, demoId, text)) count++;
    }
    const missing = history.blobs.size - contents.size;
    if (history.shallow)
      problem = `the clone is shallow (${commits} commits), earlier versions are missing: fetch the full history (git fetch --unshallow, or fetch-depth: 0)`;
    else if (missing > 0) problem = `${missing} file contents are missing from the repository (partial clone?)`;
  } catch (error) {
    problem =
      error instanceof HistoryUnavailable ? `git history unavailable: ${error.message}` : `git history unavailable: ${String(error)}`;
  }

  const milliseconds = Math.round(performance.now() - started);
  const summary = `demo versions: ${count} versions of ${versions.size} demos`;
  if (problem === null) console.info(`${summary} from ${commits} commits and the working tree (${milliseconds} ms)`);
  else console.warn(`${summary} (${milliseconds} ms); ${problem}. Old share links made for other versions will not resolve.`);
  return versions;
}
