import { useCallback, useMemo, useState } from 'react';
import type { LogEntry, MessageEntry } from './console-log';
import { visibleRows, type ConsoleFilter, type VisibleRow } from './visible-rows';

export interface ConsoleRowModel extends VisibleRow {
  /** For a group's start: whether its members show. */
  open: boolean;
}

/** The rows the log shows for a filter, and the groups the person opened or closed. */
export function useConsoleRows(entries: LogEntry[], filter: ConsoleFilter) {
  // Groups the person opened or closed, by entry key; the rest are as the demo opened them.
  const [groupsToggled, setGroupsToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());

  const rows = useMemo<ConsoleRowModel[]>(() => {
    const isOpen = (group: MessageEntry) => groupsToggled.get(group.key) ?? !group.message.collapsed;
    return visibleRows(entries, filter, isOpen).map((row) => ({
      ...row,
      open: row.entry.kind === 'message' && isOpen(row.entry),
    }));
  }, [entries, filter, groupsToggled]);

  const onToggleGroup = useCallback(
    (key: number, open: boolean) => setGroupsToggled((current) => new Map(current).set(key, open)),
    [],
  );
  return { rows, onToggleGroup };
}
