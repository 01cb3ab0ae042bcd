import { useWorkspace, useWorkspaceStore, type LoadedDemo } from './store';
import type { WorkspaceFiles } from './files';
import { isEdited, type Workspace } from './workspace';

const whole = (workspace: Workspace) => workspace;

/**
 * A demo's workspace as edit mode and the configurator show it: its files as they are now (null until
 * its shipped files have loaded), what loading them gave, the open file, and whether it is edited.
 */
export function useDemoWorkspace(demoId: string): {
  loaded: LoadedDemo | undefined;
  files: WorkspaceFiles | null;
  shipped: WorkspaceFiles | null;
  active: string;
  edited: boolean;
} {
  const loaded = useWorkspaceStore((state) => state.loaded[demoId]);
  const workspace = useWorkspace(demoId, whole);
  const ready = loaded?.status === 'ready' && workspace.origin !== null;
  return {
    loaded,
    files: ready ? workspace.files : null,
    shipped: workspace.origin,
    active: workspace.active,
    edited: isEdited(workspace),
  };
}
