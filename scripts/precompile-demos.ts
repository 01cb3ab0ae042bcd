import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild-wasm';
import * as sass from 'sass';
import { compileScss, compileTsx } from '../src/playground/compiler/compile';
import type { PrecompiledDemo } from '../src/playground/compiler/messages';

const LIBRARY = path.resolve(import.meta.dirname, '../library');

let ready: Promise<void> | null = null;

const libraryEntries = () =>
  new Set(readdirSync(LIBRARY, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name));

/**
 * Compiles a shipped demo with the same functions the browser's worker runs (esbuild-wasm, sass, the
 * loop guards), so opening the editor can show the compiled preview before the compiler has loaded.
 */
export async function precompileDemo(tsx: string, scss: string): Promise<PrecompiledDemo | null> {
  ready ??= esbuild.initialize({});
  await ready;
  const script = await compileTsx(esbuild, tsx, libraryEntries());
  const style = compileScss(sass, scss);
  if (script.errors.length || style.errors.length) return null;
  return { tsx, scss, code: script.code, map: script.map, css: style.css };
}
