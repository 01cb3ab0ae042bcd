import type { WorkspaceFiles } from '../../workspace/files';
import { projectName, projectZip, projectZipName } from './project';

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

/** Saves a workspace (a demo's, the playground page's) as a project: the zip built here, handed to the browser as a download. */
export function downloadProject(id: string, files: WorkspaceFiles): void {
  saveZip(projectZip(id, files), projectZipName(projectName(id)));
}
