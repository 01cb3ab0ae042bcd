import { memo, type CSSProperties } from 'react';
import { Bug, ChevronDown, ChevronRight, CircleX, Info, SquareTerminal, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ConsoleLevel } from '../runtime/console-types';
import type { LogEntry, MessageEntry } from './console-log';
import { entryStack } from './entry-stack';
import { Location, type GoTo } from './Location';
import { MessageBody } from './MessageBody';
import { StackTrace } from './StackTrace';

const LEVELS: Record<ConsoleLevel, { icon: LucideIcon; word: string }> = {
  error: { icon: CircleX, word: 'Error' },
  warn: { icon: TriangleAlert, word: 'Warning' },
  info: { icon: Info, word: 'Info' },
  debug: { icon: Bug, word: 'Debug' },
  log: { icon: SquareTerminal, word: 'Log' },
};

export interface ConsoleRowProps {
  entry: LogEntry;
  depth: number;
  /** For a group's start: whether its members show. */
  open: boolean;
  onToggleGroup: (key: number, open: boolean) => void;
  onGoTo?: GoTo;
}

/** A group's start: a button that shows or hides its members, labelled with the group's text. */
function GroupToggle({ entry, open, onToggleGroup }: Pick<ConsoleRowProps, 'open' | 'onToggleGroup'> & { entry: MessageEntry }) {
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <button type="button" className="console-group-toggle" aria-expanded={open} onClick={() => onToggleGroup(entry.key, !open)}>
      <Chevron aria-hidden size={14} />
      <MessageBody message={entry.message} interactive={false} />
    </button>
  );
}

/**
 * One entry of the log, described as it is drawn (its stack mapped, its values previewed). Memoised: an
 * update that adds a row re-renders that row only, since entries are never changed in place (a merged
 * repeat is a new entry object with its count).
 */
export const ConsoleRow = memo(function ConsoleRow({ entry, depth, open, onToggleGroup, onGoTo }: ConsoleRowProps) {
  const indent = { '--console-depth': depth } as CSSProperties;
  if (entry.kind === 'run') {
    return (
      <div className="console-entry console-entry--run" style={indent}>
        Run {entry.run}
      </div>
    );
  }
  const { message, count } = entry;
  const stack = entryStack(entry);
  const { icon: Icon, word } = LEVELS[message.level];
  const first = stack?.frames[0]?.location;
  const showStack = stack && (stack.frames.length > 0 || stack.hidden > 0);
  return (
    <div className="console-entry" data-level={message.level} style={indent}>
      <Icon className="console-entry__icon" aria-hidden size={14} />
      <span className="aq-visually-hidden">{word}: </span>
      {count > 1 && (
        <span className="console-entry__count" title={`Logged ${count} times in a row`}>
          <span aria-hidden>{count.toLocaleString('en-US')}</span>
          <span className="aq-visually-hidden">{count.toLocaleString('en-US')} times: </span>
        </span>
      )}
      <div className="console-entry__main">
        {message.method === 'group' ? (
          <GroupToggle entry={entry} open={open} onToggleGroup={onToggleGroup} />
        ) : (
          <MessageBody message={message} />
        )}
        {showStack && <StackTrace stack={stack} onGoTo={onGoTo} />}
      </div>
      {first && (
        <span className="console-entry__where">
          <Location position={first} onGoTo={onGoTo} />
        </span>
      )}
    </div>
  );
});
