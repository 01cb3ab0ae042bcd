import { useEffect, useMemo } from 'react';
import { SandpackProvider } from '@codesandbox/sandpack-react';
import { demoFileList } from '../docs/demo-files';
import { useEditorStore } from '../stores/editor';
import { useThemeStore } from '../stores/theme';
import { Workbench, type WorkbenchProps } from './Workbench';
import './EditMode.scss';

export type EditModeProps = Omit<WorkbenchProps, 'fileList' | 'active' | 'files' | 'shipped' | 'precompiled'>;

const NO_EDITS = {};

/**
 * Edit mode for one demo whose shipped files the editor store has loaded. The store owns the files;
 * Sandpack is fed from it (path → code, and the active file), and the workbench sends edits back to it.
 */
export default function EditMode(props: EditModeProps) {
  const { demoId } = props;
  useEffect(() => void performance.mark('aquila:edit-mode-mounted'), []);
  const loaded = useEditorStore((state) => state.loaded[demoId]);
  const edits = useEditorStore((state) => state.edits[demoId] ?? NO_EDITS);
  const activeKey = useEditorStore((state) => state.activeFile[demoId] ?? 'tsx');
  const theme = useThemeStore((state) => state.theme);
  const shipped = loaded?.status === 'ready' ? loaded.shipped : null;

  const fileList = useMemo(() => demoFileList(demoId), [demoId]);
  const files = useMemo(() => ({ ...shipped, ...edits }), [shipped, edits]);
  const sandpackFiles = useMemo(
    () => Object.fromEntries(fileList.map((file) => [`/${file.name}`, files[file.key] ?? ''])),
    [fileList, files],
  );
  const active = fileList.find((file) => file.key === activeKey) ?? fileList[1];

  if (loaded?.status !== 'ready' || !shipped) return null;
  return (
    <SandpackProvider
      template="static"
      theme={theme}
      className="playground-files"
      files={sandpackFiles}
      options={{ visibleFiles: fileList.map((file) => `/${file.name}`), activeFile: `/${active.name}` }}
    >
      <Workbench {...props} fileList={fileList} active={active} files={files} shipped={shipped} precompiled={loaded.precompiled} />
    </SandpackProvider>
  );
}
