/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoSourcesPlugin } from './scripts/demo-sources-plugin';
import { apiDocsPlugin } from './scripts/api-docs-plugin';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react(), demoSourcesPlugin(), apiDocsPlugin()],
  resolve: {
    alias: [
      { find: /^aquila-ui$/, replacement: path.join(root, 'library/index.ts') },
      { find: /^aquila-ui\/(.+)$/, replacement: path.join(root, 'library/$1/index.ts') },
      { find: /^@demos\/(.+)$/, replacement: path.join(root, 'demos/$1') },
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
