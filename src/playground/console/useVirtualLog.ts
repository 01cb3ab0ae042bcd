import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { ConsoleRowModel } from './useConsoleRows';

/** A one-line row's height (pixels), until the row is drawn and measured. */
const ROW_ESTIMATE = 26;
/**
 * Rows drawn beyond each edge of the view: Tab and the arrow keys reach the controls of the rows just
 * out of sight, and bringing one into view draws the next ones.
 */
const OVERSCAN = 10;
/** How near the end (pixels) still counts as "at the end" for following new messages. */
const STICK_DISTANCE = 24;

/**
 * The log's rows as a virtual list: only those in view (and a few either side) are drawn, each measured
 * as drawn, since an opened tree, a table or a long text makes a row of any height. Like the browsers'
 * consoles it follows new messages while the person is at the end, and keeps a person who scrolled up to
 * read where they are, even as the cap drops rows above them. The row holding the focus stays drawn,
 * wherever it scrolls, so focus is never lost to the list.
 */
export function useVirtualLog(
  scrollRef: RefObject<HTMLElement | null>,
  {
    rows,
    scrollMargin,
    expanded,
  }: {
    rows: ConsoleRowModel[];
    /** How far below the top of the scrolled element the rows begin (a note above them). */
    scrollMargin: number;
    expanded: boolean;
  },
) {
  const focusedKey = useRef<number | null>(null);
  const getItemKey = useCallback((index: number) => rows[index].entry.key, [rows]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const key = focusedKey.current;
      const focused = key === null ? -1 : rows.findIndex((row) => row.entry.key === key);
      if (focused < 0 || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [rows],
  );
  // The virtualizer is a mutable object read during render, as the library means it to be: a compiler that
  // memoised this hook would show stale rows (the site is not compiled by React Compiler; the rule says why).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: STICK_DISTANCE,
    // Its updates come from layout effects too (the log's first size, the follow to the end), where React 19
    // cannot flush synchronously and warns in development: they are rendered as ordinary updates instead.
    useFlushSync: false,
  });
  const following = virtualizer.isAtEnd();

  // Folded away, the log has no size to follow in: one that was following when it folded returns to the end.
  const followedWhenOpen = useRef(true);
  useEffect(() => {
    if (expanded) followedWhenOpen.current = following;
  });
  useLayoutEffect(() => {
    if (expanded && followedWhenOpen.current) virtualizer.scrollToEnd();
  }, [expanded, virtualizer]);

  const focusProps = {
    onFocus: (event: FocusEvent) => {
      const index = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
      focusedKey.current = index == null ? null : (rows[Number(index)]?.entry.key ?? null);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) focusedKey.current = null;
    },
  };
  return { virtualizer, following, focusProps };
}
