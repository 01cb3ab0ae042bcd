/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoSourcesPlugin } from './scripts/demo-sources-plugin';
import { demoVersionsPlugin } from './scripts/demo-versions-plugin';
import { apiDocsPlugin } from './scripts/api-docs-plugin';
import { playgroundRuntimePlugin } from './scripts/playground-runtime-plugin';
import { playgroundTypesPlugin } from './scripts/playground-types-plugin';
import { libraryAliases } from './scripts/aliases';
import { libraryEntriesPlugin } from './scripts/library-entries';

export default defineConfig({
  plugins: [react(), demoSourcesPlugin(), demoVersionsPlugin(), apiDocsPlugin(), playgroundRuntimePlugin(), playgroundTypesPlugin(), libraryEntriesPlugin()],
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['monaco-editor', 'esbuild-wasm'] },
  resolve: {
    alias: [
      ...libraryAliases,
    ],
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    include: ['library/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'demos/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    testTimeout: 20000,
  },
});
