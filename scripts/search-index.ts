import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import ts from 'typescript';
import type { ComponentApi } from '../src/docs/api-types';
import { DEMOS_DIR } from './demo-files.ts';
import type { DocPage } from '../src/demo-model/doc-page';
import { apiRowId, keyboardRowId } from '../src/docs/anchors.ts';
import { componentSlugs, SECTION_PAGES } from '../src/data/routes.ts';
import { CATEGORIES, COMPONENTS } from '../src/data/components.ts';
import type { SearchEntry, SearchIndexData } from '../src/search/types';

/**
 * Runs a TypeScript module of the repository in Node and returns its exports. The build's own
 * config runs in Node without a TypeScript loader, and the page files are plain data with one
 * relative import (`definePage`), so transpiling each file on its own is enough.
 */
function requireTs(file: string, seen = new Map<string, Record<string, unknown>>()): Record<string, unknown> {
  const cached = seen.get(file);
  if (cached) return cached;
  const module = { exports: {} as Record<string, unknown> };
  seen.set(file, module.exports);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const require = (specifier: string) => {
    if (!specifier.startsWith('.')) throw new Error(`${file}: only relative imports can be read at build time (${specifier})`);
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    );
    if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
    return requireTs(resolved, seen);
  };
  const run = runInThisContext(`(function (exports, require, module) {${outputText}\n})`, { filename: file });
  run(module.exports, require, module);
  return module.exports;
}

/** Every component page's texts (`demos/<page>/page.ts`), by page folder, in the route table's order. */
export function loadDocPages(demosDir = DEMOS_DIR): Record<string, DocPage> {
  const folders = readdirSync(demosDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(demosDir, entry.name, 'page.ts')))
    .map((entry) => entry.name);
  return Object.fromEntries(
    componentSlugs(new Set(folders)).map((slug) => [slug, requireTs(path.join(demosDir, slug, 'page.ts')).default as DocPage]),
  );
}

/** The title of a component page's category, so "overlays" finds the dialog and the drawer. */
function categoryOf(page: string): Pick<SearchEntry, 'category'> {
  const id = COMPONENTS.find((entry) => entry.path === page)?.category;
  const title = CATEGORIES.find((category) => category.id === id)?.title;
  return title ? { category: title } : {};
}

/**
 * The search index: each page with its description, every prop of the API tables it shows with the
 * prop's JSDoc text, each demo's title and description, and each keyboard row — each entry with the
 * id of the element it lands on.
 */
export function buildSearchIndex(pages: Record<string, DocPage>, api: Record<string, ComponentApi>): SearchIndexData {
  // The site's other pages, under their own paths: the playground is what most people search the site for.
  const entries: SearchEntry[] = SECTION_PAGES.map((section) => ({
    kind: 'page',
    page: section.path,
    title: section.title,
    text: section.description,
    target: '',
    href: section.path,
  }));
  for (const [page, doc] of Object.entries(pages)) {
    entries.push({ kind: 'page', page, title: doc.title, text: doc.description, target: '', ...categoryOf(page) });
    for (const demo of doc.demos)
      entries.push({ kind: 'demo', page, title: demo.title, text: demo.description ?? '', target: demo.id });
    for (const component of doc.api) {
      for (const row of api[component]?.rows ?? [])
        entries.push({
          kind: 'prop',
          page,
          title: row.property,
          text: row.description,
          target: apiRowId(component, row.property),
          component,
        });
    }
    (doc.keyboard ?? []).forEach((row, index) =>
      entries.push({ kind: 'keyboard', page, title: row.keys, text: row.action, target: keyboardRowId(index) }),
    );
  }
  const titles = [
    ...SECTION_PAGES.map((section) => [section.path, section.title]),
    ...Object.entries(pages).map(([page, doc]) => [page, doc.title]),
  ];
  return { pages: Object.fromEntries(titles), entries };
}
