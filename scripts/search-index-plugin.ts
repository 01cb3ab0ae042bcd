import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { apiDocs } from './api-docs-plugin.ts';
import { buildSearchIndex, loadDocPages } from './search-index.ts';

const FILE_ID = 'virtual:search-index-file';
const DEV_FILE = 'assets/search-index.json';

const indexJson = () => JSON.stringify(buildSearchIndex(loadDocPages(), apiDocs()));

/**
 * The ⌘K search's index, a static JSON asset: `virtual:search-index-file` default-exports its path
 * below the site's base, and only the search dialog's lazy chunk imports it, so no page fetches the
 * index before the search is first opened. The build names the file by its content's hash (a new
 * index is never read from an old cache); the dev server builds it afresh on each request.
 */
export function searchIndexPlugin(): Plugin {
  let building = false;
  return {
    name: 'aquila-search-index',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === FILE_ID ? `\0${FILE_ID}` : null;
    },
    load(id) {
      if (id !== `\0${FILE_ID}`) return null;
      if (!building) return `export default ${JSON.stringify(DEV_FILE)};\n`;
      const source = indexJson();
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/search-index-${hash}.json`;
      this.emitFile({ type: 'asset', fileName, source });
      return `export default ${JSON.stringify(fileName)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== `${server.config.base}${DEV_FILE}`) return next();
        try {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(indexJson());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
