import path from 'node:path';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src') + path.sep;
const DEMOS = path.join(ROOT, 'demos') + path.sep;

/** The page's own script: it paints nothing, and starts the app once the page has painted. */
const ENTRY = path.join(SRC, 'main.tsx');

/** The app's start: the shell and the router every page runs. */
const SHELL_ROOTS = ['app/start.tsx'].map((file) => path.join(SRC, file));

/**
 * What the router loads for a component page before its first render (router.tsx's
 * `loadComponentPage`): the layout, the page, its configurator, its API section and the demos' table.
 */
const COMPONENT_PAGE_ROOTS = [
  'pages/components/ComponentsLayout.tsx',
  'pages/components/ComponentPage.tsx',
  'configurator/preload.ts',
  'configurator/Configurator.tsx',
  'docs/preloadApi.ts',
  'docs/ApiSection.tsx',
  'demo-model/modules.ts',
].map((file) => path.join(SRC, file));

/**
 * Where a component page's reading code ends: edit mode, the playground, search, the pages that are not
 * component pages, and the per-component pictures and previews. Their code keeps the chunks the bundler
 * gives it, loaded when it is needed. The workspaces' store is the playground's but read mode's too: a
 * page shows a demo's saved edit or shared link as it renders.
 */
const NOT_READING = new RegExp(
  [
    'src/playground/',
    'src/workspace/(?!(store|workspace|demo-links|persistence|files)\\.ts)',
    'src/search/',
    'src/stills/',
    'src/pages/(?!components/)',
    'src/pages/components/(previews/|CategoriesPage)',
  ]
    .map((folder) => folder.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

/** Where the browser build lists, for each source module, the file of the chunk that holds it (prerender.mjs reads it). */
const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/** The packages every page runs before it answers: React, its DOM renderer, the router, the stores. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|use-sync-external-store)[\\/]/;

/**
 * Parts of the library's core that only some components call: the cached `Intl` formatters (the date
 * picker, the paginator, the provider) and the theme's CSS variables (the provider). The page's code
 * imports the core through its one index, so the `docs` group would take them in with the rest of the
 * core and every page would carry them. Both run nothing as they load, which the bundler is told, so
 * that a page that calls neither does not fetch them.
 */
const INTL = /[\\/]library[\\/]core[\\/]intl\.ts$/;
const THEME_VARIABLES = /[\\/]library[\\/]core[\\/]themeVariables\.ts$/;
/** The provider, with the theme's variables that only it calls: one file for the pages whose examples use it. */
const PROVIDER = /[\\/]library[\\/]provider[\\/]/;

/** lucide-react's icons, a few hundred bytes each: one module a page, not a request an icon. */
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * A component page's modules in a few files instead of about sixty. Over a phone's connection each file
 * costs a round trip of its own (a browser opens six connections to a host), so a page of sixty small
 * files answered a second later than its bytes alone would take. Groups, each one file:
 * - `framework`: React, ReactDOM, the router and zustand;
 * - `icons`: every lucide icon the site uses;
 * - `shell`: the site's frame and router, which every page runs;
 * - `docs`: the code that reads a component page — the page, its examples' frames, the configurator and
 *   the API tables — found by following the imports of what the router loads for it, stopping where
 *   reading ends (edit mode, the playground, search);
 * - `<component>-demos`: one component's page texts and examples.
 * A group takes in what its modules import (the library's core and the configurator's controls join
 * `docs`), but for the examples, whose library components keep the bundler's own chunks: pages share
 * them in many different sets. Only the browser's build is grouped; the server build that prerenders the pages keeps its own.
 */
export function pageChunksPlugin(): Plugin {
  // Static imports only, found once the graph is known: what a module imports on demand (edit mode, a
  // shared link's decoder) is not read on every page.
  let shell = new Set<string>();
  let componentPage = new Set<string>();
  return {
    name: 'aquila-page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Said outright, as the bundler would otherwise keep an import of their chunk in every page that
    // reaches them through the core's index, even when it uses nothing of them.
    transform(_code, id) {
      return INTL.test(id) || THEME_VARIABLES.test(id) ? { moduleSideEffects: false } : null;
    },
    buildEnd() {
      /** The site's own modules `roots` import statically, leaving out `known` and where reading ends. */
      const closure = (roots: string[], known: Set<string>, stopAtReadingsEnd = true) => {
        const found = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (found.has(id) || known.has(id) || !id.startsWith(SRC) || (stopAtReadingsEnd && NOT_READING.test(id))) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          found.add(id);
          queue.push(...info.importedIds);
        }
        return found;
      };
      // What the entry imports itself runs before the first paint: it stays in the entry's own chunk.
      const entry = closure([ENTRY], new Set(), false);
      shell = closure(SHELL_ROOTS, entry);
      componentPage = closure(COMPONENT_PAGE_ROOTS, new Set([...entry, ...shell]));
    },
    // Vite's manifest names a chunk by its source only for an entry or a chunk of its own; a module
    // merged into a group is found through this list instead (scripts/prerender.mjs reads it).
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) if (id.startsWith(ROOT)) chunkOf[path.relative(ROOT, id)] = output.fileName;
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(chunkOf) });
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which the entry uses too: were it in a group, the entry would
            // import that whole group before the first paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 50 },
            { name: 'framework', test: FRAMEWORK, priority: 40 },
            { name: 'icons', test: ICONS, priority: 30 },
            {
              name: (id: string) => (id.startsWith(DEMOS) ? `${id.slice(DEMOS.length).split(/[\\/]/)[0]}-demos` : null),
              priority: 20,
              // The examples only: the library's modules they import are shared by many pages' examples.
              includeDependenciesRecursively: false,
            },
            { name: 'shell', test: (id: string) => shell.has(id), priority: 15 },
            // Not what they import (colours, sizes, warnings), which the page's own code uses too.
            { name: 'intl', test: INTL, priority: 12, includeDependenciesRecursively: false },
            {
              name: 'provider',
              test: (id: string) => PROVIDER.test(id) || THEME_VARIABLES.test(id),
              priority: 12,
              includeDependenciesRecursively: false,
            },
            { name: 'docs', test: (id: string) => componentPage.has(id), priority: 10 },
          ],
        },
      };
    },
  };
}
