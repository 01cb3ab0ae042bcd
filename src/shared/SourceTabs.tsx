import { useRef, type KeyboardEvent } from 'react';
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
  const refs = useRef(new Map<FileKey, HTMLButtonElement | null>());
  const keys = files.map((file) => file.key);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? keys[(index + 1) % keys.length]
        : event.key === 'ArrowLeft'
          ? keys[(index + keys.length - 1) % keys.length]
          : event.key === 'Home'
            ? keys[0]
            : event.key === 'End'
              ? keys[keys.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="source-tabs" role="tablist" aria-label="Source files" onKeyDown={onKeyDown}>
      {files.map((file) => (
        <button
          key={file.key}
          ref={(node) => {
            refs.current.set(file.key, node);
          }}
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
