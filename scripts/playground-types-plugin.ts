import type { Plugin } from 'vite';
import { playgroundTypeFiles, type TypeFiles } from './playground-types.ts';

const VIRTUAL_ID = 'virtual:playground-types';

/** `virtual:playground-types`: React's and the library's declarations, for the editor (edit mode only). */
export function playgroundTypesPlugin(): Plugin {
  let cache: TypeFiles | null = null;
  return {
    name: 'aquila-playground-types',
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      cache ??= playgroundTypeFiles();
      return `export default ${JSON.stringify(cache)};`;
    },
    handleHotUpdate({ file }) {
      if (file.includes('/library/')) cache = null;
    },
  };
}
