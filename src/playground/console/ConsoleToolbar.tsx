import { Ban } from 'lucide-react';
import type { ConsoleFilter, LevelFilter } from './visible-rows';

/** The level select's choices in order, each with its label: a record, so that no level goes without one. */
const LEVEL_LABELS: Record<LevelFilter, string> = {
  all: 'All',
  error: 'Errors',
  warn: 'Warnings',
  info: 'Info',
  log: 'Logs',
  debug: 'Debug',
};

export interface ConsoleToolbarProps {
  filter: ConsoleFilter;
  onFilterChange: (filter: ConsoleFilter) => void;
  /** Messages in the log: the Clear button says how many it removes. */
  count: number;
  onClear: () => void;
  preserve: boolean;
  onPreserveChange: (preserve: boolean) => void;
}

/**
 * The console's controls. The level is a select rather than six toggle buttons: one control fits a
 * 360-pixel-wide screen beside the text filter, and a select is one Tab stop that arrows change.
 */
export function ConsoleToolbar({ filter, onFilterChange, count, onClear, preserve, onPreserveChange }: ConsoleToolbarProps) {
  return (
    <div className="playground-console__toolbar" role="group" aria-label="Console tools">
      <select
        className="playground-console__level"
        aria-label="Level"
        value={filter.level}
        onChange={(event) => onFilterChange({ ...filter, level: event.target.value as LevelFilter })}
      >
        {Object.entries(LEVEL_LABELS).map(([level, label]) => (
          <option key={level} value={level}>
            {label}
          </option>
        ))}
      </select>
      <input
        type="search"
        className="playground-console__search"
        aria-label="Filter messages"
        placeholder="Filter"
        value={filter.text}
        onChange={(event) => onFilterChange({ ...filter, text: event.target.value })}
      />
      <label className="playground-console__check">
        <input type="checkbox" checked={preserve} onChange={(event) => onPreserveChange(event.target.checked)} />
        Preserve log
      </label>
      <button type="button" className="text-button playground-console__clear" title="Clear (Ctrl+L)" onClick={onClear}>
        <Ban aria-hidden size={14} />
        Clear ({count.toLocaleString('en-US')})
      </button>
    </div>
  );
}
