import { useRef, type KeyboardEvent } from 'react';
import type { SourceFile } from './registry';

export const TAB_LABELS: Record<SourceFile, string> = { html: 'HTML', tsx: 'TS', scss: 'SCSS' };
const ORDER: SourceFile[] = ['html', 'tsx', 'scss'];

interface SourceTabsProps {
  idPrefix: string;
  active: SourceFile;
  onSelect: (file: SourceFile) => void;
}

/** The HTML · TS · SCSS tab list, with the APG tabs keyboard: arrows, Home and End move and select. */
export function SourceTabs({ idPrefix, active, onSelect }: SourceTabsProps) {
  const refs = useRef<Partial<Record<SourceFile, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ORDER.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? ORDER[(index + 1) % ORDER.length]
      : event.key === 'ArrowLeft' ? ORDER[(index + ORDER.length - 1) % ORDER.length]
      : event.key === 'Home' ? ORDER[0]
      : event.key === 'End' ? ORDER[ORDER.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="source-tabs" role="tablist" aria-label="Source files" onKeyDown={onKeyDown}>
      {ORDER.map((file) => (
        <button
          key={file}
          ref={(node) => {
            refs.current[file] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${file}`}
          aria-selected={file === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={file === active ? 0 : -1}
          className="source-tabs__tab"
          onClick={() => onSelect(file)}
        >
          {TAB_LABELS[file]}
        </button>
      ))}
    </div>
  );
}
