import { useTabListKeys } from './useTabListKeys';
import type { DemoFile, FileKey } from '../demo-model/files';
import { tabId } from './tab-id';

interface SourceTabsProps {
  idPrefix: string;
  /** The demo's files in tab order. */
  files: DemoFile[];
  active: FileKey;
  onSelect: (key: FileKey) => void;
}

/** The source files' tab list (HTML · TS · … · SCSS), with the APG tabs keyboard: arrows, Home and End move and select. */
export function SourceTabs({ idPrefix, files, active, onSelect }: SourceTabsProps) {
  const { onKeyDown, tabRef } = useTabListKeys(
    files.map((file) => file.key),
    active,
    onSelect,
  );

  return (
    <div className="source-tabs" role="tablist" aria-label="Source files" onKeyDown={onKeyDown}>
      {files.map((file) => (
        <button
          key={file.key}
          ref={tabRef(file.key)}
          type="button"
          role="tab"
          id={tabId(idPrefix, file.key)}
          aria-selected={file.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={file.key === active ? 0 : -1}
          className="source-tabs__tab"
          onClick={() => onSelect(file.key)}
        >
          {file.label}
        </button>
      ))}
    </div>
  );
}
