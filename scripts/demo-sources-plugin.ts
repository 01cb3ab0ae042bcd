import type { Plugin } from 'vite';
import { DEMO_URL_PREFIX, listDemoFolders, readDemoFile } from './demo-files';
import { precompileDemo } from './precompile-demos';

const EXTENSIONS = ['tsx', 'scss', 'html'] as const;
const COMPILED_SUFFIX = '.compiled.json';

/** `button/button-demo1/button-demo1` → its compiled first preview as JSON text (null if it does not compile). */
async function compiledJson(stem: string): Promise<string | null> {
  const tsx = readDemoFile(`${stem}.tsx`);
  const scss = readDemoFile(`${stem}.scss`);
  if (tsx === null || scss === null) return null;
  const compiled = await precompileDemo(tsx, scss);
  return compiled && JSON.stringify(compiled);
}

/**
 * Serves each demo's .tsx/.scss/.html under `assets/demos/` in dev, and writes them into
 * `dist/` at build — the same files the page runs, so the source shown can never drift. Beside
 * them, `<demo>.compiled.json` holds the demo compiled for the playground's first preview.
 */
export function demoSourcesPlugin(): Plugin {
  return {
    name: 'aquila-demo-sources',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const prefix = `${server.config.base}${DEMO_URL_PREFIX}`;
        if (!url.startsWith(prefix)) return next();
        const relative = decodeURIComponent(url.slice(prefix.length));
        try {
          const text = relative.endsWith(COMPILED_SUFFIX)
            ? await compiledJson(relative.slice(0, -COMPILED_SUFFIX.length))
            : readDemoFile(relative);
          if (text === null) {
            response.statusCode = 404;
            response.end('Not found');
            return;
          }
          response.setHeader('Content-Type', relative.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8');
          response.end(text);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      for (const folder of listDemoFolders()) {
        const stem = `${folder}/${folder.split('/')[1]}`;
        for (const extension of EXTENSIONS) {
          const source = readDemoFile(`${stem}.${extension}`);
          if (source !== null) this.emitFile({ type: 'asset', fileName: `${DEMO_URL_PREFIX}${stem}.${extension}`, source });
        }
        const compiled = await compiledJson(stem);
        if (compiled !== null) this.emitFile({ type: 'asset', fileName: `${DEMO_URL_PREFIX}${stem}${COMPILED_SUFFIX}`, source: compiled });
      }
    },
  };
}
