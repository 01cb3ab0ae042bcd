/**
 * A package's type declarations, read as text from the CDN for the editor (never run). esm.sh names a
 * module's declarations in its `X-TypeScript-Types` header and writes the imports between declaration
 * files as addresses; the files are given to TypeScript under `node_modules/<import>/`, the entry as
 * `index.d.ts`, with those imports made relative, so `import dayjs from 'dayjs'` finds them.
 */

/** Declaration files one package may bring: enough for a library's own, not an endless chain. */
const MAX_FILES = 40;

/** Import and reference strings in a declaration file: `from "…"`, `import("…")`, `/// <reference path="…" />`. */
const REFERENCE = /(from\s+|import\s*\(\s*|import\s+|<reference\s+path=)(["'])([^"'\n]+)\2/g;

const withoutQuery = (address: string) => address.replace(/[?#].*$/, '');

/** `../a/b.d.ts` from the directory `from` (both within the package's folder), as a relative import. */
function relativePath(fromDirectory: string, to: string): string {
  const from = fromDirectory.split('/').filter(Boolean);
  const target = to.split('/').filter(Boolean);
  while (from.length && target.length && from[0] === target[0]) {
    from.shift();
    target.shift();
  }
  const path = [...from.map(() => '..'), ...target].join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The declarations of the package imported as `specifier` and loaded from `load`, by the path TypeScript
 * reads them at; empty when the CDN names none (the import is then `any`).
 */
export async function fetchPackageTypes(
  specifier: string,
  load: string,
  fetcher: typeof fetch = fetch,
): Promise<Record<string, string>> {
  const response = await fetcher(load);
  const named = response.ok ? response.headers.get('X-TypeScript-Types') : null;
  void response.body?.cancel().catch(() => {});
  if (!named) return {};
  const entry = withoutQuery(new URL(named, response.url || load).href);
  const folder = new URL('.', entry).href;
  const root = `file:///node_modules/${specifier}/`;
  /** Where each fetched address sits inside the package's folder. */
  const placeOf = (address: string) => (address === entry ? 'index.d.ts' : address.slice(folder.length));
  const files: Record<string, string> = {};
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length && Object.keys(files).length < MAX_FILES) {
    const address = queue.shift()!;
    const answer = await fetcher(address);
    if (!answer.ok) continue;
    const text = await answer.text();
    const here = placeOf(address);
    const directory = here.includes('/') ? here.slice(0, here.lastIndexOf('/')) : '';
    files[`${root}${here}`] = text.replace(REFERENCE, (whole, lead: string, quote: string, target: string) => {
      // Bare names (`react`) are left to the editor's own declarations.
      if (!/^(\.{1,2}\/|\/|https?:)/.test(target)) return whole;
      let resolved = withoutQuery(new URL(target, address).href);
      if (!/\.d\.[cm]?ts$/.test(resolved)) resolved = `${resolved.replace(/\.[cm]?js$/, '')}.d.ts`;
      if (!resolved.startsWith(folder)) return whole;
      if (!seen.has(resolved)) {
        seen.add(resolved);
        queue.push(resolved);
      }
      const relative = relativePath(directory, placeOf(resolved));
      // An import names a declaration file without its extension; a reference names the file.
      return `${lead}${quote}${lead.startsWith('<') ? relative : relative.replace(/\.d\.[cm]?ts$/, '')}${quote}`;
    });
  }
  return files;
}

/** Each package's declarations are fetched once a session. */
const fetched = new Map<string, Promise<Record<string, string>>>();

export function packageTypes(specifier: string, load: string, fetcher?: typeof fetch): Promise<Record<string, string>> {
  const key = `${specifier} ${load}`;
  let answer = fetched.get(key);
  if (!answer) {
    answer = fetchPackageTypes(specifier, load, fetcher).catch(() => ({}));
    fetched.set(key, answer);
  }
  return answer;
}
