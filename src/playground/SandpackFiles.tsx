import { useMemo } from 'react';
import { SandpackProvider } from '@codesandbox/sandpack-react';
import type { DemoFile, DemoFiles } from '../demo-model/files';
import type { ThemeName } from 'aquila-ui/theme';

export interface SandpackFilesProps {
  fileList: DemoFile[];
  files: DemoFiles;
  active: DemoFile;
  theme: ThemeName;
}

/**
 * Sandpack holds the demo's files as they are (path → code) and which one is open, fed from the editor
 * store. Nothing renders from it, so it stands beside the workbench rather than around it, and edit mode
 * loads it after the preview and the editor (its code is a large part of edit mode's).
 */
export default function SandpackFiles({ fileList, files, active, theme }: SandpackFilesProps) {
  const sandpackFiles = useMemo(
    () => Object.fromEntries(fileList.map((file) => [`/${file.name}`, files[file.key] ?? ''])),
    [fileList, files],
  );
  return (
    <SandpackProvider
      template="static"
      theme={theme}
      className="playground-files"
      files={sandpackFiles}
      options={{ visibleFiles: fileList.map((file) => `/${file.name}`), activeFile: `/${active.name}` }}
    />
  );
}
