import type { RefObject } from 'react';
import type { GoTo } from './Location';
import { ConsoleRow } from './ConsoleRow';
import { countText } from './count-text';
import type { ConsoleRowModel } from './useConsoleRows';
import { useElementHeight } from './useElementHeight';
import { useVirtualLog } from './useVirtualLog';

export interface ConsoleLogViewProps {
  logRef: RefObject<HTMLDivElement | null>;
  rows: ConsoleRowModel[];
  /** Messages the log no longer holds (see `ConsoleLogState.dropped`). */
  dropped: number;
  /** Whether the log holds nothing at all (rather than nothing that passes the filter). */
  empty: boolean;
  /** A flood just arrived: the region stops announcing, the panel's status sums it up. */
  flood: boolean;
  expanded: boolean;
  onToggleGroup: (key: number, open: boolean) => void;
  onGoTo?: GoTo;
}

/**
 * The log itself: a scrolled region that draws only the rows in view. Each row is a list item that says
 * where it stands among all of them (`aria-posinset` of `aria-setsize`), since the others are not drawn.
 */
export function ConsoleLogView({ logRef, rows, dropped, empty, flood, expanded, onToggleGroup, onGoTo }: ConsoleLogViewProps) {
  const { observe: observeNote, height: noteHeight } = useElementHeight();
  const { virtualizer, following, focusProps } = useVirtualLog(logRef, { rows, scrollMargin: noteHeight, expanded });
  return (
    /*
      A log is a polite live region: each new message is read out. A thousand in one batch would keep a
      screen reader busy for minutes, so a flood turns the region off and the status line sums it up.
      So does scrolling up: rows drawn as the person scrolls are old ones, not news to read out.
    */
    <div
      ref={logRef}
      role="log"
      aria-label="Console"
      aria-live={flood || !following ? 'off' : 'polite'}
      aria-relevant="additions"
      className="playground-console__log"
      tabIndex={0}
      {...focusProps}
    >
      {dropped > 0 && (
        <p ref={observeNote} className="playground-console__dropped">
          {countText(dropped)} older {dropped === 1 ? 'message was' : 'messages were'} dropped
        </p>
      )}
      {rows.length > 0 ? (
        <div role="list" className="playground-console__rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { entry, depth, open } = rows[item.index];
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="listitem"
                aria-posinset={item.index + 1}
                aria-setsize={rows.length}
                className="playground-console__row"
                style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
              >
                <ConsoleRow entry={entry} depth={depth} open={open} onToggleGroup={onToggleGroup} onGoTo={onGoTo} />
              </div>
            );
          })}
        </div>
      ) : (
        <p className="playground-console__empty">{empty ? 'No messages yet' : 'No messages match the filter'}</p>
      )}
    </div>
  );
}
