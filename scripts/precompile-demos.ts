import * as esbuild from 'esbuild-wasm';
import * as sass from 'sass';
import { transform as sucrase } from 'sucrase';
import { compileScripts, compileStyles, contextOf } from '../src/playground/compiler/compile.ts';
import { withFastPath } from '../src/playground/compiler/fast-transform.ts';
import { demoSource, type PrecompiledDemo } from '../src/demo-model/precompiled.ts';
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
  const source = demoSource(demoId, { entry: `${demoId}.tsx`, files }, scss);
  const script = await compileScripts(withFastPath(esbuild, sucrase), contextOf(source), new Set(libraryEntries()));
  const style = compileStyles(sass, source);
  if (script.errors.length || style.errors.length) return null;
  const elements = isConfiguratorDemo(demoId) ? readAllJsxProps(files[source.scripts.entry]) : undefined;
  return { ...source, modules: script.modules, css: style.css, ...(elements && { elements }) };
}
