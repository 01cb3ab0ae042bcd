import * as esbuild from 'esbuild-wasm';
import * as sass from 'sass';
import { transform as sucrase } from 'sucrase';
import { compileScripts, compileScss } from '../src/playground/compiler/compile.ts';
import { withFastPath } from '../src/playground/compiler/fast-transform.ts';
import type { PrecompiledDemo } from '../src/demo-model/precompiled';
import { isConfiguratorDemo } from '../src/demo-model/demo-id.ts';
import { readAllJsxProps } from '../src/configurator/jsx-props.ts';
import { libraryEntries } from './library-entries.ts';

let ready: Promise<void> | null = null;

/**
 * Compiles a shipped demo with the same functions the browser's worker runs (sucrase, esbuild-wasm
 * for what it rejects, sass, the loop guards), so opening the editor can show the compiled preview before the compiler has loaded.
 * `files` holds its TS files by name; `<demoId>.tsx` is the module the page runs. A configurator's
 * sample also gets its elements' props, so the controls show them before the parser has loaded.
 */
export async function precompileDemo(demoId: string, files: Record<string, string>, scss: string): Promise<PrecompiledDemo | null> {
  ready ??= esbuild.initialize({});
  await ready;
  const scripts = { entry: `${demoId}.tsx`, files };
  const script = await compileScripts(withFastPath(esbuild, sucrase), scripts, new Set(libraryEntries()));
  const style = compileScss(sass, scss);
  if (script.errors.length || style.errors.length) return null;
  const elements = isConfiguratorDemo(demoId) ? readAllJsxProps(files[scripts.entry]) : undefined;
  return { scripts, scss, modules: script.modules, css: style.css, ...(elements && { elements }) };
}
