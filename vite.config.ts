/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoSourcesPlugin } from './scripts/demo-sources-plugin.ts';
import { demoVersionsPlugin } from './scripts/demo-versions-plugin.ts';
import { apiDocsPlugin } from './scripts/api-docs-plugin.ts';
import { playgroundRuntimePlugin } from './scripts/playground-runtime-plugin.ts';
import { playgroundTypesPlugin } from './scripts/playground-types-plugin.ts';
import { libraryAliases } from './scripts/aliases.ts';
import { libraryEntriesPlugin } from './scripts/library-entries.ts';
import { searchIndexPlugin } from './scripts/search-index-plugin.ts';
import { pageChunksPlugin } from './scripts/page-chunks.ts';

export default defineConfig({
  plugins: [
    react(),
    demoSourcesPlugin(),
    demoVersionsPlugin(),
    apiDocsPlugin(),
    playgroundRuntimePlugin(),
    playgroundTypesPlugin(),
    libraryEntriesPlugin(),
    searchIndexPlugin(),
    pageChunksPlugin(),
  ],
  server: {
    // Edit mode's modules are transformed as the dev server starts (Vite follows their imports), so the
    // first Edit does not wait for them; the preview frame's runtime builds then too (its own plugin).
    warmup: { clientFiles: ['./src/playground/**/!(*.test).{ts,tsx}'] },
  },
  worker: { format: 'es' },
  optimizeDeps: {
    // The site's page only: the benchmark's compiler harness (tests/bench/harness, Babel standalone) has
    // its own build and need not be pre-bundled for the site.
    entries: ['index.html'],
    // Edit mode's dependencies, bundled when the dev server starts rather than found on the first Edit:
    // unbundled, Monaco is a thousand modules (the first Edit took half a minute), and acorn, sucrase and sass,
    // imported only by the compiler worker, would otherwise be discovered late and reload the page.
    // These are monaco-setup.ts's entries (one bundle, so they share one Monaco); its workers stay
    // `?worker` imports of the same package.
    include: [
      'monaco-editor/editor',
      'monaco-editor/features/register.all',
      'monaco-editor/languages/definitions/typescript/register',
      'monaco-editor/languages/definitions/scss/register',
      'monaco-editor/languages/definitions/html/register',
      'monaco-editor/languages/features/typescript/register',
      'acorn',
      'sucrase',
      'sass',
      // The formatter worker's, for the same reason: found on the first Format, they would reload the page.
      'prettier/standalone',
      'prettier/plugins/typescript',
      'prettier/plugins/estree',
      'prettier/plugins/postcss',
    ],
    exclude: ['esbuild-wasm'],
  },
  resolve: {
    alias: [...libraryAliases],
  },
  build: {
    target: 'es2022',
    // Read by scripts/prerender.mjs: which stylesheets and modules each prerendered page links.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    include: [
      'library/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'demos/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/structure/*.test.ts',
    ],
    css: false,
    testTimeout: 20000,
    // One worker per core: Vitest's default leaves one core free, which on a 2-core machine runs the
    // files one at a time (the suite took half as long again).
    maxWorkers: availableParallelism(),
  },
});
