import type { Plugin } from 'vite';
import { DEMO_URL_PREFIX, hasStylesheet, listDemoFolders, listExtraFiles, readDemoFile } from './demo-files.ts';
import { precompileDemo } from './precompile-demos.ts';

const MAIN_EXTENSIONS = ['tsx', 'scss', 'html'] as const;
const COMPILED_SUFFIX = '.compiled.json';
const EXTRA_FILES_ID = 'virtual:demo-extra-files';

/** `button/button-demo1/button-demo1` → its compiled first preview as JSON text (null if it does not compile). */
async function compiledJson(stem: string): Promise<string | null> {
  const folder = stem.slice(0, stem.lastIndexOf('/'));
  const demoId = folder.split('/')[1];
  const tsx = readDemoFile(`${stem}.tsx`);
  if (tsx === null) return null;
  // A demo without a stylesheet compiles with an empty one.
  const scss = readDemoFile(`${stem}.scss`) ?? '';
  const scripts: Record<string, string> = { [`${demoId}.tsx`]: tsx };
  for (const name of listExtraFiles(folder)) scripts[name] = readDemoFile(`${folder}/${name}`) ?? '';
  const compiled = await precompileDemo(demoId, scripts, scss);
  return compiled && JSON.stringify(compiled);
}

/**
 * `virtual:demo-extra-files`: per demo with more than its three files, their names; and the demos
 * without a stylesheet, which have no SCSS file to fetch or show.
 */
function extraFilesModule(): string {
  const folders = listDemoFolders();
  const entries = folders
    .map((folder) => [folder.split('/')[1], listExtraFiles(folder)] as const)
    .filter(([, names]) => names.length > 0);
  const withoutStylesheet = folders.filter((folder) => !hasStylesheet(folder)).map((folder) => folder.split('/')[1]);
  return [
    `export default ${JSON.stringify(Object.fromEntries(entries))};`,
    `export const withoutStylesheet = ${JSON.stringify(withoutStylesheet.sort())};`,
  ].join('\n');
}

/**
 * Serves each demo's source files under `assets/demos/` in dev, and writes them into `dist/` at
 * build — the same files the page runs, so the source shown can never drift. Beside them,
 * `<demo>.compiled.json` holds the demo compiled for the playground's first preview.
 */
export function demoSourcesPlugin(): Plugin {
  return {
    name: 'aquila-demo-sources',
    resolveId(id) {
      return id === EXTRA_FILES_ID ? `\0${EXTRA_FILES_ID}` : null;
    },
    load(id) {
      return id === `\0${EXTRA_FILES_ID}` ? extraFilesModule() : null;
    },
    configureServer(server) {
      // A file added to or removed from a demo folder (a stylesheet too) changes its tabs.
      const refresh = (file: string) => {
        if (!/\/demos\/[^/]+\/[^/]+-demo\d+\//.test(file)) return;
        const module = server.moduleGraph.getModuleById(`\0${EXTRA_FILES_ID}`);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
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
        const files = [
          ...MAIN_EXTENSIONS.map((extension) => `${stem}.${extension}`),
          ...listExtraFiles(folder).map((name) => `${folder}/${name}`),
        ];
        for (const file of files) {
          const source = readDemoFile(file);
          if (source !== null) this.emitFile({ type: 'asset', fileName: `${DEMO_URL_PREFIX}${file}`, source });
        }
        const compiled = await compiledJson(stem);
        if (compiled !== null)
          this.emitFile({ type: 'asset', fileName: `${DEMO_URL_PREFIX}${stem}${COMPILED_SUFFIX}`, source: compiled });
      }
    },
  };
}
