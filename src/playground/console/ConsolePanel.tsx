import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { messagesIn, type ConsoleLogState } from './console-log';
import { ConsoleLogView } from './ConsoleLogView';
import { ConsoleToolbar } from './ConsoleToolbar';
import { countText } from './count-text';
import type { GoTo } from './Location';
import { useConsoleRows } from './useConsoleRows';
import type { ConsoleFilter } from './visible-rows';
import './ConsolePanel.scss';

/** Entries one update may add and still be announced one by one; past this a flood is summed up instead. */
const ANNOUNCED_BATCH = 10;

export interface ConsolePanelProps {
  /** The log, from `useConsoleLog()`. */
  log: ConsoleLogState;
  onClear: () => void;
  onPreserveChange: (preserve: boolean) => void;
  /** Shows a place in the demo's files in the editor. Without it (no editor), locations are plain text. Keep it stable. */
  onGoTo?: GoTo;
  /** Controls of the page's own at the header's end, shown whether the console is open or not. */
  toolbarEnd?: ReactNode;
  /** Whether the console starts open. */
  defaultExpanded?: boolean;
}

/** Entries that arrived after `seen` (the next key when the console was closed). */
function unreadSince(log: ConsoleLogState, seen: number): number {
  let unread = 0;
  for (let index = log.entries.length - 1; index >= 0 && log.entries[index].key >= seen; index--) {
    if (log.entries[index].kind === 'message') unread++;
  }
  return unread;
}

/**
 * The preview's console: what the demo logged, filtered by level and text, with its groups, tables,
 * values to open and the places in the demo's files that each warning and error came from.
 */
export function ConsolePanel({ log, onClear, onPreserveChange, onGoTo, toolbarEnd, defaultExpanded = true }: ConsolePanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  // The next entry's key when the console was closed: what came after is unread.
  const [seen, setSeen] = useState(defaultExpanded ? Infinity : log.nextKey);
  const [filter, setFilter] = useState<ConsoleFilter>({ level: 'all', text: '' });
  const logRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  const { rows, onToggleGroup } = useConsoleRows(log.entries, filter);
  const count = useMemo(() => log.entries.reduce((sum, entry) => sum + messagesIn(entry), 0), [log.entries]);
  const unread = expanded ? 0 : unreadSince(log, seen);

  const toggle = () => {
    if (expanded) setSeen(log.nextKey);
    setExpanded(!expanded);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl+L clears, as in the browsers' consoles (⌘L on a Mac), while focus is in the console.
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'l') {
      event.preventDefault();
      // Focus on a row would go with it: the log itself keeps it.
      if (logRef.current?.contains(document.activeElement)) logRef.current.focus();
      onClear();
    }
  };

  const flood = log.arrived > ANNOUNCED_BATCH;
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <div className="playground-console" onKeyDown={onKeyDown}>
      <div className="playground-console__header">
        <button type="button" className="playground-console__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={toggle}>
          <Chevron aria-hidden size={16} />
          Console
          {unread > 0 && (
            <>
              <span className="playground-console__badge" aria-hidden>
                {countText(unread)}
              </span>
              <span className="aq-visually-hidden">, {countText(unread)} unread</span>
            </>
          )}
        </button>
        {toolbarEnd && <div className="playground-console__end">{toolbarEnd}</div>}
      </div>
      <div id={bodyId} className="playground-console__body" hidden={!expanded}>
        <ConsoleToolbar
          filter={filter}
          onFilterChange={setFilter}
          count={count}
          onClear={onClear}
          preserve={log.preserve}
          onPreserveChange={onPreserveChange}
        />
        <ConsoleLogView
          logRef={logRef}
          rows={rows}
          dropped={log.dropped}
          empty={log.entries.length === 0}
          flood={flood}
          expanded={expanded}
          onToggleGroup={onToggleGroup}
          onGoTo={onGoTo}
        />
        <div role="status" className="aq-visually-hidden">
          {flood ? `${countText(log.arrived)} new messages` : ''}
        </div>
      </div>
    </div>
  );
}
