import type { SandpackSetup } from '@codesandbox/sandpack-react';
import { describeFile, type DemoFiles } from '../../demo-model/files';
import { ENTRY_FILE, type WorkspaceFiles } from '../../workspace/files';
import { projectFiles, workspaceProjectFiles, type ProjectFiles } from '../download/project';

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

/** A demo as it is in the editor, as the project Download saves, opened at its module. */
export function demoSandbox(demoId: string, files: DemoFiles): Sandbox {
  return projectSandbox(projectFiles(demoId, files), `src/${describeFile(demoId, 'tsx').name}`);
}

/** A playground workspace, as the project its download saves, opened at `App.tsx`. */
export function workspaceSandbox(files: WorkspaceFiles): Sandbox {
  return projectSandbox(workspaceProjectFiles(files), `src/${ENTRY_FILE}`);
}
