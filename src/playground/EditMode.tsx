import { useEffect, useMemo } from 'react';
import { demoFileList } from '../demo-model/catalog';
import { useDemoFiles, useEditorStore } from './demo-edits';
import { Workbench, type WorkbenchProps } from './Workbench';
import './EditMode.scss';

export type EditModeProps = Omit<WorkbenchProps, 'fileList' | 'active' | 'files' | 'shipped' | 'precompiled'>;

/**
 * Edit mode for one demo whose shipped files the editor store has loaded. The store owns the files and
 * the active tab; the workbench shows them and sends edits back to it.
 */
export default function EditMode(props: EditModeProps) {
  const { demoId } = props;
  useEffect(() => void performance.mark('aquila:edit-mode-mounted'), []);
  const { loaded, files } = useDemoFiles(demoId);
  const activeKey = useEditorStore((state) => state.activeFile[demoId] ?? 'tsx');

  const fileList = useMemo(() => demoFileList(demoId), [demoId]);
  const active = fileList.find((file) => file.key === activeKey) ?? fileList[1];

  if (loaded?.status !== 'ready' || !files) return null;
  return (
    <Workbench
      {...props}
      fileList={fileList}
      active={active}
      files={files}
      shipped={loaded.shipped}
      precompiled={loaded.precompiled}
    />
  );
}
