// Runs in the browser: the three in-page TSX compilers, on every demo's TS file, in the same page.
import * as esbuild from 'esbuild-wasm';
import wasmURL from 'esbuild-wasm/esbuild.wasm?url';
import { transform as sucraseTransform } from 'sucrase';
import * as Babel from '@babel/standalone';

import { parseDemoPath } from '../../../src/demo-model/demo-id';

// A glob can only be a literal, wider than the naming rule: the rule picks each demo's main module.
const globbed = import.meta.glob<string>('../../../demos/*/*-demo*/*-demo*.tsx', { query: '?raw', import: 'default', eager: true });
/** Each demo's main TS file by demo id. */
const sources = Object.fromEntries(
  Object.entries(globbed).flatMap(([key, code]) => {
    const path = parseDemoPath(key.replace(/^(\.\.\/)+demos\//, ''));
    return path && path.rest === `${path.demoId}.tsx` ? [[path.demoId, code] as const] : [];
  }),
);

type Compile = (code: string) => Promise<unknown> | unknown;

const compilers: Record<string, Compile> = {
  'esbuild-wasm': (code) => esbuild.transform(code, { loader: 'tsx', format: 'cjs', jsx: 'automatic' }),
  sucrase: (code) =>
    sucraseTransform(code, { transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true }),
  babel: (code) =>
    Babel.transform(code, {
      filename: 'demo.tsx',
      presets: [
        ['typescript', { isTSX: true, allExtensions: true }],
        ['react', { runtime: 'automatic' }],
      ],
      plugins: ['transform-modules-commonjs'],
    }),
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timeOne(compile: Compile, code: string): Promise<number> {
  for (let warm = 0; warm < 3; warm++) await compile(code);
  const runs: number[] = [];
  for (let run = 0; run < 9; run++) {
    const start = performance.now();
    await compile(code);
    runs.push(performance.now() - start);
  }
  return median(runs);
}

(window as unknown as { runComparison: () => Promise<unknown> }).runComparison = async () => {
  await esbuild.initialize({ wasmURL, worker: false });
  const rows = [];
  for (const [demoId, code] of Object.entries(sources).sort()) {
    const row: Record<string, number | string> = { demo: demoId };
    for (const [name, compile] of Object.entries(compilers)) row[name] = await timeOne(compile, code);
    rows.push(row);
  }
  return rows;
};
(window as unknown as { harnessReady: boolean }).harnessReady = true;
