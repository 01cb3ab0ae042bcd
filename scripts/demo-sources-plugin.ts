import type { Plugin } from 'vite';
import { DEMO_URL_PREFIX, listDemoFolders, readDemoFile } from './demo-files';

const EXTENSIONS = ['tsx', 'scss', 'html'] as const;
const CONTENT_TYPES = { tsx: 'text/plain', scss: 'text/plain', html: 'text/plain' };

/**
 * Serves each demo's .tsx/.scss/.html under `assets/demos/` in dev, and writes them into
 * `dist/` at build — the same files the page runs, so the source shown can never drift.
 */
export function demoSourcesPlugin(): Plugin {
  return {
    name: 'aquila-demo-sources',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const base = server.config.base;
        const prefix = `${base}${DEMO_URL_PREFIX}`;
        if (!url.startsWith(prefix)) return next();
        const relative = decodeURIComponent(url.slice(prefix.length));
        const text = readDemoFile(relative);
        if (text === null) {
          response.statusCode = 404;
          response.end('Not found');
          return;
        }
        const extension = relative.split('.').pop() as keyof typeof CONTENT_TYPES;
        response.setHeader('Content-Type', `${CONTENT_TYPES[extension]}; charset=utf-8`);
        response.end(text);
      });
    },
    generateBundle() {
      for (const folder of listDemoFolders()) {
        const demoId = folder.split('/')[1];
        for (const extension of EXTENSIONS) {
          const relative = `${folder}/${demoId}.${extension}`;
          const source = readDemoFile(relative);
          if (source !== null) this.emitFile({ type: 'asset', fileName: `${DEMO_URL_PREFIX}${relative}`, source });
        }
      }
    },
  };
}
