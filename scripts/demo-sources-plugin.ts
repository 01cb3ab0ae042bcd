import type { Plugin } from 'vite';
import { parseDemoPath } from '../src/demo-model/demo-id.ts';
import { demoEntry, demoStylesheet, describeFile, OUTPUT_KEY } from '../src/demo-model/files.ts';
import { DEMO_ASSETS, demoCompiledPath, demoFilePath, demoHighlightedPath, HIGHLIGHTED_SUFFIX } from '../src/demo-model/paths.ts';
import { highlighterReady, highlightSource } from './highlight-source.mjs';
import { hasStylesheet, listDemoIds, listExtraFiles, readDemoFile, readDemoFiles } from './demo-files.ts';
import { precompileDemo } from './precompile-demos.ts';

const EXTRA_FILES_ID = 'virtual:demo-extra-files';

/** A demo's compiled first preview as JSON text (null if it does not compile), from its files by name. */
async function compiledJson(demoId: string, files: Record<string, string>): Promise<string | null> {
  if (!(demoEntry(demoId) in files)) return null;
  // A demo without a stylesheet compiles with an empty one.
  const compiled = await precompileDemo(demoId, { [demoStylesheet(demoId)]: '', ...files });
  return compiled && JSON.stringify(compiled);
}

/** A demo file highlighted for the source panel (the path of the highlighting, below the demos' assets). */
async function highlightedFile(relative: string): Promise<string | null> {
  const sourcePath = relative.slice(0, -HIGHLIGHTED_SUFFIX.length);
  const demoPath = parseDemoPath(sourcePath);
  const source = readDemoFile(sourcePath);
  if (!demoPath || source === null) return null;
  return highlightSource(await highlighterReady(), source, describeFile(demoPath.rest).language);
}

/**
 * `virtual:demo-extra-files`: per demo with more than its three files, their names; and the demos
 * without a stylesheet, which have no SCSS file to fetch or show.
 */
function extraFilesModule(): string {
  const demoIds = listDemoIds();
  const entries = demoIds.map((demoId) => [demoId, listExtraFiles(demoId)] as const).filter(([, names]) => names.length > 0);
  const withoutStylesheet = demoIds.filter((demoId) => !hasStylesheet(demoId));
  return [
    `export default ${JSON.stringify(Object.fromEntries(entries))};`,
    `export const withoutStylesheet = ${JSON.stringify(withoutStylesheet.sort())};`,
  ].join('\n');
}

/**
 * Serves each demo's source files under `assets/demos/` in dev, and writes them into `dist/` at
 * build — the same files the page runs, so the source shown can never drift. Beside them,
 * `<demo>.compiled.json` holds the demo compiled for the playground's first preview, and
 * `<file>.highlighted.txt` each file highlighted for the source panel (highlight-source.mjs).
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
      // The example rendered as the build's prerender renders it (scripts/prerender.mjs), by the same module.
      const highlightedOutput = async (demoId: string): Promise<string | null> => {
        const { renderDemoMarkup } = (await server.ssrLoadModule(
          '/src/docs/demo-markup.ts',
        )) as typeof import('../src/docs/demo-markup.ts');
        const markup = await renderDemoMarkup(demoId);
        return markup === null ? null : highlightSource(await highlighterReady(), markup, 'html');
      };
      // A file added to or removed from a demo folder (a stylesheet too) changes its tabs.
      const refresh = (file: string) => {
        const demosAt = file.lastIndexOf('/demos/');
        if (demosAt < 0 || !parseDemoPath(file.slice(demosAt + '/demos/'.length))) return;
        const module = server.moduleGraph.getModuleById(`\0${EXTRA_FILES_ID}`);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const prefix = `${server.config.base}${DEMO_ASSETS}`;
        if (!url.startsWith(prefix)) return next();
        const relative = decodeURIComponent(url.slice(prefix.length));
        try {
          const demoId = parseDemoPath(relative)?.demoId;
          const text =
            demoId && relative === demoCompiledPath(demoId)
              ? await compiledJson(demoId, readDemoFiles(demoId))
              : demoId && relative === demoHighlightedPath(demoId, OUTPUT_KEY)
                ? await highlightedOutput(demoId)
                : relative.endsWith(HIGHLIGHTED_SUFFIX)
                  ? await highlightedFile(relative)
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
      for (const demoId of listDemoIds()) {
        const files = readDemoFiles(demoId);
        for (const [name, source] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName: `${DEMO_ASSETS}${demoFilePath(demoId, name)}`, source });
          const highlighted = highlightSource(await highlighterReady(), source, describeFile(name).language);
          this.emitFile({ type: 'asset', fileName: `${DEMO_ASSETS}${demoHighlightedPath(demoId, name)}`, source: highlighted });
        }
        const compiled = await compiledJson(demoId, files);
        if (compiled !== null)
          this.emitFile({ type: 'asset', fileName: `${DEMO_ASSETS}${demoCompiledPath(demoId)}`, source: compiled });
      }
    },
  };
}
