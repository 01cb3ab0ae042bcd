/**
 * Starts everything edit mode needs at once, compiler first: the compiler worker (esbuild-wasm and
 * sass), the edit-mode code and Monaco. Read mode never calls this, so it never pays for them.
 */
export function preloadPlayground() {
  void import('../playground/compiler/client').then((client) => client.startCompiler());
  void import('./PlaygroundLoader');
  void import('../playground/EditMode');
  void import('../playground/editor/CodeEditor').then((editor) => editor.preloadMonaco());
}
