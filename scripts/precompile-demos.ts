import * as esbuild from 'esbuild-wasm';
import * as sass from 'sass';
import { transform as sucrase } from 'sucrase';
import { compileScripts, compileStyles, contextOf } from '../src/playground/compiler/compile.ts';
import { withFastPath } from '../src/playground/compiler/fast-transform.ts';
import type { PrecompiledDemo } from '../src/demo-model/precompiled.ts';
import type { DemoFiles } from '../src/demo-model/files.ts';
import { previewInput } from '../src/workspace/source.ts';
import { isConfiguratorDemo } from '../src/demo-model/demo-id.ts';
import { readAllJsxProps } from '../src/configurator/jsx-props.ts';
import { libraryEntries } from './library-entries.ts';

let ready: Promise<void> | null = null;

/**
 * Compiles a shipped demo with the same functions the browser's worker runs (sucrase, esbuild-wasm
 * for what it rejects, sass, the loop guards), so opening the editor can show the compiled preview before the compiler has loaded.
 * `files` holds its files by name, as edit mode does; `<demoId>.tsx` is the module the page runs. A
 * configurator's sample also gets its elements' props, so the controls show them before the parser has loaded.
 */
export async function precompileDemo(demoId: string, files: DemoFiles): Promise<PrecompiledDemo | null> {
  ready ??= esbuild.initialize({});
  await ready;
  const { source } = previewInput(demoId, files);
  const script = await compileScripts(withFastPath(esbuild, sucrase), contextOf(source), new Set(libraryEntries()));
  const style = compileStyles(sass, source);
  if (script.errors.length || style.errors.length) return null;
  const elements = isConfiguratorDemo(demoId) ? readAllJsxProps(source.scripts.files[source.scripts.entry]) : undefined;
  return { ...source, modules: script.modules, css: style.css, ...(elements && { elements }) };
}
