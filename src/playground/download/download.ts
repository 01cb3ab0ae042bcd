import type { DemoFiles } from '../../demo-model/files';
import type { WorkspaceFiles } from '../../workspace/files';
import { projectZip, projectZipName, workspaceZip, WORKSPACE_PROJECT_NAME } from './project';

/** How long the zip's object URL outlives the click: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Hands the zip to the browser as a download named `fileName`, from an object URL revoked once the browser has it. */
function saveZip(zip: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves the demo as a project: the zip built here, handed to the browser as a download. */
export function downloadProject(demoId: string, files: DemoFiles): void {
  saveZip(projectZip(demoId, files), projectZipName(demoId));
}

/** Saves a playground workspace as a project, `aquila-playground.zip` unless named otherwise. */
export function downloadWorkspace(files: WorkspaceFiles, name = WORKSPACE_PROJECT_NAME): void {
  saveZip(workspaceZip(files, name), projectZipName(name));
}
