import type { DemoFile, FileKey } from '../demo-model/files';
import { tabId } from './tab-id';
import { TabList } from './TabList';

interface SourceTabsProps {
  idPrefix: string;
  /** The demo's files in tab order. */
  files: DemoFile[];
  active: FileKey;
  onSelect: (key: FileKey) => void;
}

/** The source files' tab list (HTML · TS · … · SCSS); every tab shows the one panel, which holds the selected file. */
export function SourceTabs({ idPrefix, files, active, onSelect }: SourceTabsProps) {
  return (
    <TabList
      tabs={files.map((file) => ({
        key: file.key,
        label: file.label,
        id: tabId(idPrefix, file.key),
        controls: `${idPrefix}-panel`,
      }))}
      active={active}
      onSelect={onSelect}
      label="Source files"
      className="source-tabs"
      tabClassName="source-tabs__tab"
    />
  );
}
