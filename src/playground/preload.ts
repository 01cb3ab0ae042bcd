import { loadable } from '../shared/loadable';
import { monacoModule } from './editor/monaco-module';

/** Edit mode's workbench: the second step a person meets, after the loader has asked for the demo's files. */
export const editModeModule = loadable(() => import('./EditMode'));

/**
 * Starts everything edit mode needs at once, compiler first: the compiler worker (esbuild-wasm and
 * sass), the edit-mode code and Monaco. Read mode never calls this, so it never pays for them.
 */
export function preloadPlayground() {
  startCompilerLoading();
  void editModeModule.preload();
  void monacoModule.preload();
}

/** Starts the compiler worker (esbuild-wasm and sass) loading, before any code asks it for a compile. */
export function startCompilerLoading() {
  void import('./compiler/client').then((client) => client.startCompiler());
}
