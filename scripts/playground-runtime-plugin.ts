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
 * Builds React, react-dom and the library, plus the frame's message handling, into ONE classic
 * script and one stylesheet. An opaque-origin sandboxed frame can load those from a plain static
 * server (no CORS needed), where it could not import ES modules.
 */
async function buildRuntime(): Promise<RuntimeFiles> {
  const output = await build({
    configFile: false,
    root,
    // Production React and JSX even when the dev server (NODE_ENV=development) asks for this build.
    mode: 'production',
    oxc: { jsx: { development: false } },
    logLevel: 'warn',
    plugins: [libraryEntriesPlugin()],
    resolve: { alias: libraryAliases },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'AquilaPlaygroundRuntime', fileName: () => 'runtime.js', cssFileName: 'runtime' },
      rolldownOptions: {
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

/** `virtual:playground-runtime` tells the page where the frame's script and stylesheet are. */
export function playgroundRuntimePlugin(): Plugin {
  let isBuild = false;
  let built: RuntimeFiles | null = null;
  let devBuild: Promise<RuntimeFiles> | null = null;
  let fileNames = { js: `${DEV_PREFIX}runtime.js`, css: `${DEV_PREFIX}runtime.css` };

  const startDevBuild = () => {
    devBuild ??= buildRuntime();
    // A failed build is retried by the next request for the files.
    devBuild.catch(() => (devBuild = null));
    return devBuild;
  };

  return {
    name: 'aquila-playground-runtime',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!isBuild) return;
      built = await buildRuntime();
      fileNames = {
        js: `playground/runtime.${shortHash(built.js)}.js`,
        css: `playground/runtime.${shortHash(built.css)}.css`,
      };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const url = (file: string) => (file.startsWith('/') ? file.slice(1) : file);
      return `const base = import.meta.env.BASE_URL;
export const runtimeScriptPath = base + ${JSON.stringify(url(fileNames.js))};
export const runtimeStylePath = base + ${JSON.stringify(url(fileNames.css))};
`;
    },
    generateBundle() {
      if (!built) return;
      this.emitFile({ type: 'asset', fileName: fileNames.js, source: built.js });
      this.emitFile({ type: 'asset', fileName: fileNames.css, source: built.css });
    },
    configureServer(server) {
      // Built in the background once the server listens, so the first Edit finds the frame's files ready.
      server.httpServer?.once('listening', () => void startDevBuild());
      server.watcher.on('change', (file) => {
        if (file.startsWith(path.join(root, 'library')) || file.includes('playground/runtime')) devBuild = null;
      });
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        const kind = url === `${DEV_PREFIX}runtime.js` ? 'js' : url === `${DEV_PREFIX}runtime.css` ? 'css' : null;
        if (!kind) return next();
        try {
          const files = await startDevBuild();
          response.setHeader('Content-Type', kind === 'js' ? 'text/javascript' : 'text/css');
          response.end(files[kind]);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
