import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { libraryAliases } from './aliases.ts';
import { libraryEntriesPlugin } from './library-entries.ts';

const root = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(root, 'src/playground/runtime/runtime-entry.ts');
const VIRTUAL_ID = 'virtual:playground-runtime';
const DEV_PREFIX = '/playground/';

interface RuntimeFiles {
  js: string;
  css: string;
}

/**
 * The frame runs React and the library as a consumer's `vite dev` does (development: their warnings
 * reach the person trying the library) or as their production build does; the person picks.
 */
type RuntimeBuild = 'development' | 'production';
const BUILDS: RuntimeBuild[] = ['development', 'production'];

/**
 * Builds React, react-dom and the library, plus the frame's message handling, into ONE classic
 * script and one stylesheet. An opaque-origin sandboxed frame can load those from a plain static
 * server (no CORS needed), where it could not import ES modules.
 */
async function buildRuntime(kind: RuntimeBuild): Promise<RuntimeFiles> {
  const output = await build({
    configFile: false,
    root,
    // The build asked for, whatever mode the dev server or the site's build runs in.
    mode: kind,
    oxc: { jsx: { development: false } },
    logLevel: 'warn',
    plugins: [libraryEntriesPlugin()],
    resolve: { alias: libraryAliases },
    define: { 'process.env.NODE_ENV': JSON.stringify(kind) },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'AquilaPlaygroundRuntime', fileName: () => 'runtime.js', cssFileName: 'runtime' },
      rolldownOptions: {
        // Development warnings name components ("Check the render method of `Checkbox`"): keep their names.
        output: { keepNames: kind === 'development' },
        // lucide-react marks its modules "use client" for server-component bundlers; this script only
        // ever runs in the browser, so dropping the directive changes nothing.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
          warn(warning);
        },
        // Rolldown's advice about slow plugin callbacks concerns Vite's own CSS plugins here: nothing to act on.
        checks: { bundlerTimings: false },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const js = outputs.find((file) => file.type === 'chunk');
  const css = outputs.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (!js || js.type !== 'chunk') throw new Error('The playground runtime build produced no script');
  const cssText = css && css.type === 'asset' ? String(css.source) : '';
  return { js: js.code, css: cssText };
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * `virtual:playground-runtime` tells the page where the frame's scripts (one per build) and its
 * stylesheet (the same for both) are.
 */
export function playgroundRuntimePlugin(): Plugin {
  let isBuild = false;
  const built = new Map<RuntimeBuild, RuntimeFiles>();
  const devBuilds = new Map<RuntimeBuild, Promise<RuntimeFiles>>();
  let fileNames = {
    development: `${DEV_PREFIX}runtime.development.js`,
    production: `${DEV_PREFIX}runtime.production.js`,
    css: `${DEV_PREFIX}runtime.css`,
  };

  const startDevBuild = (kind: RuntimeBuild) => {
    let files = devBuilds.get(kind);
    if (!files) {
      files = buildRuntime(kind);
      devBuilds.set(kind, files);
      // A failed build is retried by the next request for the files.
      files.catch(() => devBuilds.delete(kind));
    }
    return files;
  };

  return {
    name: 'aquila-playground-runtime',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!isBuild) return;
      // One after the other: two builds at once would only share the same cores.
      for (const kind of BUILDS) built.set(kind, await buildRuntime(kind));
      const script = (kind: RuntimeBuild) => `playground/runtime.${kind}.${shortHash(built.get(kind)!.js)}.js`;
      fileNames = {
        development: script('development'),
        production: script('production'),
        css: `playground/runtime.${shortHash(built.get('production')!.css)}.css`,
      };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const url = (file: string) => (file.startsWith('/') ? file.slice(1) : file);
      return `const base = import.meta.env.BASE_URL;
export const runtimeScriptPaths = {
  development: base + ${JSON.stringify(url(fileNames.development))},
  production: base + ${JSON.stringify(url(fileNames.production))},
};
export const runtimeStylePath = base + ${JSON.stringify(url(fileNames.css))};
`;
    },
    generateBundle() {
      for (const kind of BUILDS) {
        const files = built.get(kind);
        if (files) this.emitFile({ type: 'asset', fileName: fileNames[kind], source: files.js });
      }
      const css = built.get('production')?.css;
      if (css !== undefined) this.emitFile({ type: 'asset', fileName: fileNames.css, source: css });
    },
    configureServer(server) {
      // The default build is made in the background once the server listens, so the first Edit finds
      // the frame's files ready; the production one when someone first asks for it.
      server.httpServer?.once('listening', () => void startDevBuild('development'));
      server.watcher.on('change', (file) => {
        if (file.startsWith(path.join(root, 'library')) || file.includes('playground/runtime')) devBuilds.clear();
      });
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const script = BUILDS.find((kind) => url === fileNames[kind]);
        if (!script && url !== fileNames.css) return next();
        try {
          // Both builds carry the same stylesheet: take it from whichever is there or coming.
          const files = await startDevBuild(script ?? (devBuilds.has('production') ? 'production' : 'development'));
          response.setHeader('Content-Type', script ? 'text/javascript' : 'text/css');
          response.end(script ? files.js : files.css);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
