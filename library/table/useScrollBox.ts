import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ScrollBox {
  /** Whether the table is wider or taller than its box, so the box scrolls. */
  overflows: boolean;
  /**
   * Height of the table's header in px: the part of the box that stays in view above the body. Null
   * until measured (on a server, and in the render that hydrates its page).
   */
  headHeight: number | null;
}

// Fractional table sizes round up or down in scrollWidth; one px of difference is not a scrollbar.
const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;

/**
 * Watches a table's scrolling box: whether it scrolls, and how high the header is. `initial` stands in
 * until the first layout (and on a server).
 */
export function useScrollBox(
  box: RefObject<HTMLElement | null>,
  table: RefObject<HTMLTableElement | null>,
  initial: ScrollBox,
): ScrollBox {
  const [state, setState] = useState(initial);

  useLayoutEffect(() => {
    const boxElement = box.current;
    const tableElement = table.current;
    if (!boxElement || !tableElement) return;
    const update = () => {
      const next = { overflows: overflows(boxElement), headHeight: Math.round(tableElement.tHead?.offsetHeight ?? 0) };
      setState((previous) => (previous.overflows === next.overflows && previous.headHeight === next.headHeight ? previous : next));
    };
    update();
    // The box changes with the page; the table with its rows, its columns and its header.
    const observer = new ResizeObserver(update);
    observer.observe(boxElement);
    observer.observe(tableElement);
    if (tableElement.tHead) observer.observe(tableElement.tHead);
    return () => observer.disconnect();
  }, [box, table]);

  return state;
}
