import { demoScripts } from '../demo-model/catalog';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/file-name.ts';
import { demoSource, type DemoSource } from '../demo-model/precompiled';
import { ENTRY_FILE, isStylesheetName, isWorkspaceCode, type WorkspaceFiles } from './files';
import { isDemoWorkspace } from './workspace';

/** The page the preview mounts the playground page's `App` into. */
export const WORKSPACE_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Playground</title></head><body><div id="root"></div></body></html>';

/** What the preview runs of a workspace: what the compiler takes of it, and the page it mounts into. */
export interface PreviewInput {
  source: DemoSource;
  html: string;
}

/**
 * A workspace in the preview. A demo's: its TS files (its module the entry), its one stylesheet, and
 * its own page. The playground page's: its modules (`App.tsx` the entry) and its stylesheets in the
 * files' order, in a page of their own. Either way its import map when it has one; messages name every
 * file by its own name, as the tabs do.
 */
export function previewInput(id: string, files: WorkspaceFiles): PreviewInput {
  const importMap = IMPORT_MAP_FILE in files ? { importMap: files[IMPORT_MAP_FILE] } : {};
  if (isDemoWorkspace(id)) {
    return { source: { ...demoSource(id, demoScripts(id, files), files.scss ?? ''), ...importMap }, html: files.html ?? '' };
  }
  const entries = Object.entries(files);
  return {
    source: {
      scripts: { entry: ENTRY_FILE, files: Object.fromEntries(entries.filter(([name]) => isWorkspaceCode(name))) },
      styles: Object.fromEntries(entries.filter(([name]) => isStylesheetName(name))),
      ...importMap,
    },
    html: WORKSPACE_PAGE_HTML,
  };
}
