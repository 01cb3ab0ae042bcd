import type { ConsoleLevel } from '../runtime/console-types';
import type { LogEntry, MessageEntry } from './console-log';
import { messageText } from './value-preview';

export type LevelFilter = 'all' | ConsoleLevel;

export interface ConsoleFilter {
  level: LevelFilter;
  /** Matched case-insensitively against the message's text; '' matches all. */
  text: string;
}

export interface VisibleRow {
  entry: LogEntry;
  /** How many groups the entry is in (0 at the top). */
  depth: number;
}

/** A group's members name it by its message id, which is unique only within its run. */
const groupId = (runId: number, id: number) => `${runId}:${id}`;

function matches(entry: LogEntry, { level, text }: ConsoleFilter, needle: string): boolean {
  if (entry.kind === 'run') return true;
  if (level !== 'all' && entry.message.level !== level) return false;
  return !text || messageText(entry.message).toLowerCase().includes(needle);
}

/**
 * The rows the log shows: the entries that pass the filter (and the groups around them, so a match
 * keeps its context), minus the members of collapsed groups, each with its depth for the indent.
 * A group whose start was pushed out by the cap no longer holds its members: they show at the top.
 */
export function visibleRows(entries: LogEntry[], filter: ConsoleFilter, isOpen: (group: MessageEntry) => boolean): VisibleRow[] {
  const needle = filter.text.toLowerCase();
  const groups = new Map<string, number>();
  const parents = new Array<number>(entries.length).fill(-1);
  entries.forEach((entry, index) => {
    if (entry.kind !== 'message') return;
    const { message, runId } = entry;
    if (message.parent !== undefined) parents[index] = groups.get(groupId(runId, message.parent)) ?? -1;
    if (message.method === 'group') groups.set(groupId(runId, message.id), index);
  });

  // Backwards, so each group learns whether any of its members is shown before the group itself is decided.
  const kept = entries.map((entry) => matches(entry, filter, needle));
  for (let index = entries.length - 1; index >= 0; index--) {
    if (kept[index] && parents[index] >= 0) kept[parents[index]] = true;
  }

  const rows: VisibleRow[] = [];
  const depths = new Array<number>(entries.length).fill(0);
  const shown = new Array<boolean>(entries.length).fill(false);
  entries.forEach((entry, index) => {
    const parent = parents[index];
    const parentEntry = entries[parent];
    const inClosedGroup = parent >= 0 && (!shown[parent] || (parentEntry.kind === 'message' && !isOpen(parentEntry)));
    depths[index] = parent >= 0 ? depths[parent] + 1 : 0;
    shown[index] = kept[index] && !inClosedGroup;
    if (shown[index]) rows.push({ entry, depth: depths[index] });
  });
  return rows;
}
