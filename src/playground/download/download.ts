import type { DemoFiles } from '../../demo-model/files';
import { projectZip, projectZipName } from './project';

/** How long the zip's object URL outlives the click: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Saves the demo as a project: the zip built here, handed to the browser as a download. */
export function downloadProject(demoId: string, files: DemoFiles): void {
  const url = URL.createObjectURL(new Blob([projectZip(demoId, files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = projectZipName(demoId);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
