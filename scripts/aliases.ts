import path from 'node:path';
import type { Alias } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** `aquila-ui` and `aquila-ui/<name>` resolve into library/: the site, the demos and the playground runtime. */
export const libraryAliases: Alias[] = [
  { find: /^aquila-ui$/, replacement: path.join(root, 'library/index.ts') },
  { find: /^aquila-ui\/(.+)$/, replacement: path.join(root, 'library/$1/index.ts') },
];
