import { persistWorkspace } from '../../workspace/persistence';
import { useWorkspaceStore } from '../../workspace/store';
import { monacoModule } from '../editor/monaco-module';
import { startCompilerLoading } from '../preload';

let saving = false;

/**
 * Opens the playground page's workspace, in the browser once the page has painted: the workspace starts
 * from what this browser saved (before the view first renders, so it never shows the blank one first)
 * and is saved from then on; the compiler and the editor start loading while the view's code arrives.
 */
export function openWorkspace() {
  if (!saving) {
    saving = true;
    persistWorkspace(useWorkspaceStore, { storage: localStorage, events: window });
  }
  startCompilerLoading();
  void monacoModule.preload();
  return import('./WorkspaceView');
}

/** Opens the embed's view, the compiler loading beside it; no editor loads in an embed. */
export function openEmbed() {
  startCompilerLoading();
  return import('./EmbedView');
}
