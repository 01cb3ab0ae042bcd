import type { Plugin } from 'vite';
import { PLAYGROUND_RUNTIME_PLUGIN, type PlaygroundRuntimeApi } from './playground-runtime-plugin.ts';

/** Edit mode's entry modules: what `preloadPlayground` imports when a person presses Edit. */
const EDIT_MODE_MODULES = [
  '/src/docs/PlaygroundLoader.tsx',
  '/src/playground/EditMode.tsx',
  '/src/playground/compiler/client.ts',
  '/src/playground/compiler/compiler.worker.ts',
  '/src/playground/editor/MonacoEditor.tsx',
  '/src/playground/editor/monaco-setup.ts',
];
/** Long enough for the page that asked for it to finish loading first. */
const AFTER_PAGE_MS = 2000;

/**
 * Dev server only: the dev server transforms a module when it is first requested and builds the
 * preview frame's runtime when the frame first asks, so the first Edit waited for all of that. Once a component page has been served,
 * the server transforms edit mode's modules and builds the preview frame's runtime in the background
 * (the browser downloads nothing until Edit), so the person who then presses Edit finds them ready.
 */
export function devWarmupPlugin(): Plugin {
  return {
    name: 'aquila-dev-warmup',
    apply: 'serve',
    configureServer(server) {
      let started = false;
      server.middlewares.use((request, _response, next) => {
        if (!started && request.url?.startsWith(`${server.config.base}src/pages/components/ComponentPage.tsx`)) {
          started = true;
          setTimeout(() => {
            for (const url of EDIT_MODE_MODULES) void server.warmupRequest(`${server.config.base}${url.slice(1)}`).catch(() => {});
            const runtime = server.config.plugins.find((plugin) => plugin.name === PLAYGROUND_RUNTIME_PLUGIN);
            (runtime?.api as PlaygroundRuntimeApi | undefined)?.warm();
          }, AFTER_PAGE_MS);
        }
        next();
      });
    },
  };
}
