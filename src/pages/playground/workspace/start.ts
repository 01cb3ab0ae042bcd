import { monacoModule } from '../../../playground/editor/monaco-module';
import { startCompilerLoading } from '../../../playground/preload';

/**
 * Opens the playground page's workspace, in the browser once the page has painted: the compiler and the
 * editor start loading while the view's code arrives. (What this browser saved of the workspace was
 * read as the app started.)
 */
export function openWorkspace() {
  startCompilerLoading();
  void monacoModule.preload();
  return import('./WorkspaceView');
}

/** Opens the embed's view, the compiler loading beside it; no editor loads in an embed. */
export function openEmbed() {
  startCompilerLoading();
  return import('./EmbedView');
}
