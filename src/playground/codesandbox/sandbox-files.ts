import type { SandpackSetup } from '@codesandbox/sandpack-react';
import type { WorkspaceFiles } from '../../workspace/files';
import { projectEntry, projectFiles, type ProjectFiles } from '../download/project';

/** What `SandpackProvider` is given to open a project on CodeSandbox: its props `files`, `customSetup` and `options.activeFile`. */
export interface Sandbox {
  /** Every file of the project, by its path from the sandbox's root (`/package.json`, `/src/main.tsx`). */
  files: Record<string, string>;
  /**
   * The `node` environment, which CodeSandbox opens as a cloud sandbox that installs the project and
   * runs its `dev` script (Vite), as Sandpack's own Vite templates do. No template is named: a
   * template's files would join the project's (its `/src/App.tsx`, `/styles.css`…).
   */
  customSetup: SandpackSetup;
  /** The file CodeSandbox shows first: the module the person wrote. */
  activeFile: string;
}

/** A project's files as a sandbox, `open` (a path in the project, `src/App.tsx`) the file shown first. */
export function projectSandbox(project: ProjectFiles, open: string): Sandbox {
  return {
    files: Object.fromEntries(Object.entries(project).map(([path, text]) => [`/${path}`, text])),
    customSetup: { environment: 'node' },
    activeFile: `/${open}`,
  };
}

/** A workspace (a demo's, the playground page's) as the project Download saves, opened at its module. */
export function workspaceSandbox(id: string, files: WorkspaceFiles): Sandbox {
  return projectSandbox(projectFiles(id, files), projectEntry(id));
}
