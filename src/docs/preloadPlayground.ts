import { loadable } from '../app/loadable';
import { monacoModule } from '../playground/editor/monaco-module';

/** Edit mode's code, in the two steps a person meets it: the loader (asks for the files), then the workbench. */
export const playgroundLoaderModule = loadable(() => import('./PlaygroundLoader'));
export const editModeModule = loadable(() => import('../playground/EditMode'));

/**
 * Starts everything edit mode needs at once, compiler first: the compiler worker (esbuild-wasm and
 * sass), the edit-mode code and Monaco. Read mode never calls this, so it never pays for them.
 */
export function preloadPlayground() {
  void import('../playground/compiler/client').then((client) => client.startCompiler());
  void playgroundLoaderModule.preload();
  void editModeModule.preload();
  void monacoModule.preload();
}
