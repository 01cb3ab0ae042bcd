import type { Plugin } from 'vite';
import { extractApiDocs, LIBRARY_DIR, type ComponentApi } from './api-docs.ts';

const INDEX_ID = 'virtual:api-docs';
const RESOLVED_PREFIX = '\0virtual:api-docs';

let cache: Record<string, ComponentApi> | null = null;

/** The library's API docs, read once (react-docgen takes seconds) and shared with the search index's plugin. */
export const apiDocs = (): Record<string, ComponentApi> => (cache ??= extractApiDocs());

/**
 * `virtual:api-docs` maps each component name to a lazy loader of its API table,
 * so a docs page downloads only the tables it shows. The tables are built from the
 * prop types at build time; in dev they are rebuilt when a library file changes.
 */
export function apiDocsPlugin(): Plugin {
  return {
    name: 'aquila-api-docs',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(`${INDEX_ID}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const all = apiDocs();
      if (id === RESOLVED_PREFIX) {
        const loaders = Object.keys(all)
          .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${INDEX_ID}/${name}`)}),`)
          .join('\n');
        return `export const apiLoaders = {\n${loaders}\n};\n`;
      }
      const name = id.slice(RESOLVED_PREFIX.length + 1);
      return `export default ${JSON.stringify(all[name] ?? null)};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(LIBRARY_DIR) || file.includes('.test.')) return;
      cache = null;
      const virtualModules = [...server.moduleGraph.idToModuleMap.keys()].filter((id) => id.startsWith(RESOLVED_PREFIX));
      for (const id of virtualModules) {
        const module = server.moduleGraph.getModuleById(id);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
