import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { messagesIn, type ConsoleLogState, type MessageEntry } from './console-log';
import { ConsoleRow } from './ConsoleRow';
import { ConsoleToolbar } from './ConsoleToolbar';
import type { GoTo } from './Location';
import { visibleRows, type ConsoleFilter } from './visible-rows';
import './ConsolePanel.scss';

/** Entries one batch may add and still be announced one by one; past this a flood is summed up instead. */
const ANNOUNCED_BATCH = 10;
/**
 * Rows drawn until the person asks for the earlier ones: a demo logging on every turn replaces the
 * whole log ten times a second, and drawing a thousand rows each time would leave the page no time to answer.
 */
const DRAWN_ROWS = 200;
/** How near the bottom (pixels) still counts as "at the bottom" for following new messages. */
const STICK_DISTANCE = 24;

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

const format = (n: number) => n.toLocaleString('en-US');

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
  const [drawAll, setDrawAll] = useState(false);
  // Groups the person opened or closed, by entry key; the rest are as the demo opened them.
  const [groupsToggled, setGroupsToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const bodyId = useId();

  const rows = useMemo(() => {
    const isOpen = (group: MessageEntry) => groupsToggled.get(group.key) ?? !group.message.collapsed;
    return visibleRows(log.entries, filter, isOpen).map((row) => ({
      ...row,
      open: row.entry.kind === 'message' && isOpen(row.entry),
    }));
  }, [log.entries, filter, groupsToggled]);
  const count = useMemo(() => log.entries.reduce((sum, entry) => sum + messagesIn(entry), 0), [log.entries]);
  const unread = expanded ? 0 : unreadSince(log, seen);

  const onToggleGroup = useCallback(
    (key: number, open: boolean) => setGroupsToggled((current) => new Map(current).set(key, open)),
    [],
  );

  // Follows new messages while the person is at the bottom; one who scrolled up to read stays where they are.
  useLayoutEffect(() => {
    const element = logRef.current;
    if (element && expanded && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [rows, expanded]);

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
  const undrawn = drawAll ? 0 : Math.max(0, rows.length - DRAWN_ROWS);
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
                {format(unread)}
              </span>
              <span className="aq-visually-hidden">, {format(unread)} unread</span>
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
        {/*
          A log is a polite live region: each new message is read out. A thousand in one batch would keep a
          screen reader busy for minutes, so a flood turns the region off and the status line sums it up.
        */}
        <div
          ref={logRef}
          role="log"
          aria-label="Console"
          aria-live={flood ? 'off' : 'polite'}
          aria-relevant="additions"
          className="playground-console__log"
          tabIndex={0}
          onScroll={(event) => {
            const element = event.currentTarget;
            atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_DISTANCE;
          }}
        >
          {log.dropped > 0 && (
            <p className="playground-console__dropped">
              {format(log.dropped)} older {log.dropped === 1 ? 'message was' : 'messages were'} dropped
            </p>
          )}
          {undrawn > 0 && (
            <button type="button" className="console-link playground-console__earlier" onClick={() => setDrawAll(true)}>
              Show {format(undrawn)} earlier {undrawn === 1 ? 'message' : 'messages'}
            </button>
          )}
          {rows.slice(undrawn).map(({ entry, depth, open }) => (
            <ConsoleRow key={entry.key} entry={entry} depth={depth} open={open} onToggleGroup={onToggleGroup} onGoTo={onGoTo} />
          ))}
          {rows.length === 0 && (
            <p className="playground-console__empty">
              {log.entries.length === 0 ? 'No messages yet' : 'No messages match the filter'}
            </p>
          )}
        </div>
        <div role="status" className="aq-visually-hidden">
          {flood ? `${format(log.arrived)} new messages` : ''}
        </div>
      </div>
    </div>
  );
}
