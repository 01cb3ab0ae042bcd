import { useEffect, useMemo } from 'react';
import { useAfterIdle } from '../shared/useAfterIdle';
import { loadable } from '../shared/loadable';
import { demoFileList } from '../demo-model/catalog';
import { useDemoFiles, useEditorStore } from '../stores/editor';
import { useThemeStore } from '../stores/theme';
import { Workbench, type WorkbenchProps } from './Workbench';
import './EditMode.scss';

export type EditModeProps = Omit<WorkbenchProps, 'fileList' | 'active' | 'files' | 'shipped' | 'precompiled'>;

/** Sandpack renders nothing a person sees; it is mounted once its code has arrived. */
const sandpack = loadable(() => import('./SandpackFiles'));

/**
 * Edit mode for one demo whose shipped files the editor store has loaded. The store owns the files;
 * Sandpack is fed from it (path → code, and the active file) once the page is idle, and the workbench
 * sends edits back to it.
 */
export default function EditMode(props: EditModeProps) {
  const { demoId } = props;
  useEffect(() => void performance.mark('aquila:edit-mode-mounted'), []);
  const { loaded, files } = useDemoFiles(demoId);
  const activeKey = useEditorStore((state) => state.activeFile[demoId] ?? 'tsx');
  const theme = useThemeStore((state) => state.theme);

  const fileList = useMemo(() => demoFileList(demoId), [demoId]);
  const active = fileList.find((file) => file.key === activeKey) ?? fileList[1];
  const idle = useAfterIdle();

  if (loaded?.status !== 'ready' || !files) return null;
  return (
    <>
      <Workbench
        {...props}
        fileList={fileList}
        active={active}
        files={files}
        shipped={loaded.shipped}
        precompiled={loaded.precompiled}
      />
      {idle && <sandpack.Component fileList={fileList} files={files} active={active} theme={theme} />}
    </>
  );
}
