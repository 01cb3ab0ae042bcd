import { SHARE_PARAM } from '../demo-model/share/hash';
import { PLAYGROUND, PLAYGROUND_EMBED } from '../data/routes';
import { ENTRY_FILE, type WorkspaceFiles } from './files';
import { encodeWorkspace } from './share';

/** What an embed shows: the preview (the default), the code, or both side by side. */
export type EmbedView = 'preview' | 'code' | 'both';
export const EMBED_VIEWS: readonly EmbedView[] = ['preview', 'code', 'both'];

/** The playground's path with these files in its fragment: opening it starts a workspace from them. */
export function workspacePath(files: WorkspaceFiles, active: string = ENTRY_FILE): string {
  return `${PLAYGROUND.path}#${SHARE_PARAM}=${encodeWorkspace(files, active)}`;
}

/** The embed's path for these files. */
export function embedPath(files: WorkspaceFiles, view: EmbedView = 'preview'): string {
  const query = view === 'preview' ? '' : `?view=${view}`;
  return `${PLAYGROUND_EMBED.path}${query}#${SHARE_PARAM}=${encodeWorkspace(files)}`;
}

/** The view an embed's query asks for; anything unknown shows the preview. */
export function embedViewOf(search: string): EmbedView {
  const view = new URLSearchParams(search).get('view');
  return EMBED_VIEWS.find((known) => known === view) ?? 'preview';
}
