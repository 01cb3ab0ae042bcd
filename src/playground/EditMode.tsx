import { useEffect, useMemo } from 'react';
import { demoFileList } from '../demo-model/catalog';
import { describeFile } from '../demo-model/files';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/import-map';
import { useDemoWorkspace } from '../workspace/useDemoWorkspace';
import { Workbench, type WorkbenchProps } from './Workbench';
import './EditMode.scss';

export type EditModeProps = Omit<WorkbenchProps, 'fileList' | 'active' | 'files' | 'shipped' | 'precompiled'>;

/**
 * Edit mode for one demo whose shipped files the workspaces' store has loaded. The store owns the files
 * and the active tab; the workbench shows them and sends edits back to it.
 */
export default function EditMode(props: EditModeProps) {
  const { demoId } = props;
  useEffect(() => void performance.mark('aquila:edit-mode-mounted'), []);
  const { loaded, files, shipped, active: activeKey } = useDemoWorkspace(demoId);

  // The import map is a tab while the edit has one (written when a package is first pinned, or from a link).
  const hasImportMap = files !== null && IMPORT_MAP_FILE in files;
  const fileList = useMemo(
    () => [...demoFileList(demoId), ...(hasImportMap ? [describeFile(IMPORT_MAP_FILE)] : [])],
    [demoId, hasImportMap],
  );
  const active = fileList.find((file) => file.key === activeKey) ?? fileList[1];

  if (loaded?.status !== 'ready' || !files || !shipped) return null;
  return <Workbench {...props} fileList={fileList} active={active} files={files} shipped={shipped} precompiled={loaded.precompiled} />;
}
