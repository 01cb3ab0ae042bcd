import { PAGE_FILE } from '../demo-model/files.ts';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/file-name.ts';
import type { DemoSource } from '../demo-model/precompiled.ts';
import { isStylesheetName, isWorkspaceCode, type WorkspaceFiles } from './files.ts';
import { entryOf, isDemoWorkspace } from './workspace.ts';

/** The page the preview mounts the playground page's `App` into. */
export const WORKSPACE_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Playground</title></head><body><div id="root"></div></body></html>';

/** What the preview runs of a workspace: what the compiler takes of it, and the page it mounts into. */
export interface PreviewInput {
  source: DemoSource;
  html: string;
}

/**
 * A workspace in the preview, a demo's or the playground page's alike: its modules (the entry is a
 * demo's own module, or `App.tsx`), its stylesheets in the files' order, its import map when it has
 * one, and the page it mounts into (a demo's `index.html`, or the playground's own). Messages name
 * every file by its own name, as the tabs do. The build precompiles the shipped demos through it too.
 */
export function previewInput(id: string, files: WorkspaceFiles): PreviewInput {
  const entries = Object.entries(files);
  return {
    source: {
      scripts: { entry: entryOf(id), files: Object.fromEntries(entries.filter(([name]) => isWorkspaceCode(name))) },
      styles: Object.fromEntries(entries.filter(([name]) => isStylesheetName(name))),
      ...(IMPORT_MAP_FILE in files && { importMap: files[IMPORT_MAP_FILE] }),
    },
    html: isDemoWorkspace(id) ? (files[PAGE_FILE] ?? '') : WORKSPACE_PAGE_HTML,
  };
}
