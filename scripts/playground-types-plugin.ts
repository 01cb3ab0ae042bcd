import type { Plugin } from 'vite';
import { playgroundTypeFiles, type TypeFiles } from './playground-types.ts';

const VIRTUAL_ID = 'virtual:playground-types';

/**
 * `virtual:playground-types`: React's and the library's declarations, for the editor (edit mode only).
 * The dev server starts emitting them as it starts, so the first Edit finds them ready.
 */
export function playgroundTypesPlugin(): Plugin {
  let types: Promise<TypeFiles> | null = null;
  return {
    name: 'aquila-playground-types',
    configureServer() {
      // Vitest runs a Vite server too, and none of its tests asks for the editor's types.
      if (process.env.VITEST) return;
      types = playgroundTypeFiles();
      // A failure is reported when the editor asks for the types; until then nothing waits on it.
      types.catch(() => {});
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    async load(id, options) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      // The build that renders pages ahead of time never opens the editor.
      if (options?.ssr) return 'export default {};';
      types ??= playgroundTypeFiles();
      // Data, not code: an empty map keeps the dev server from inlining a source map several times its size.
      return { code: `export default ${JSON.stringify(await types)};`, map: { mappings: '' } };
    },
    handleHotUpdate({ file }) {
      if (file.includes('/library/')) types = null;
    },
  };
}
