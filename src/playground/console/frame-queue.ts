/** Runs `apply` once, soon; returns what cancels it. */
export type Schedule = (apply: () => void) => () => void;

/**
 * A hidden tab runs no animation frames: without a deadline, what arrives meanwhile would pile up until
 * the tab is shown. The browsers run a hidden tab's timers about once a second, which bounds the pile.
 */
const FRAME_DEADLINE_MS = 250;

/** The next animation frame, or the deadline when no frame comes by then (a hidden tab), whichever is first. */
export const nextFrame: Schedule = (apply) => {
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(deadline);
  };
  const run = () => {
    cancel();
    apply();
  };
  const frame = requestAnimationFrame(run);
  const deadline = setTimeout(run, FRAME_DEADLINE_MS);
  return cancel;
};

export interface FrameQueue<T> {
  /** Queues an item; the queue applies what it holds at the next `schedule`d moment. */
  push: (item: T) => void;
  /** Applies what is queued now: before anything that must come after it (a clear, a new run). */
  flush: () => void;
  /** Drops what is queued, unapplied (the owner is gone). */
  cancel: () => void;
}

/**
 * Coalesces items that arrive faster than they can be drawn: everything pushed before the next frame
 * is applied in one call, so a flood of batches costs one update (and one render) a frame.
 */
export function createFrameQueue<T>(apply: (items: T[]) => void, schedule: Schedule): FrameQueue<T> {
  let items: T[] = [];
  let cancelScheduled: (() => void) | null = null;
  const flush = () => {
    cancelScheduled?.();
    cancelScheduled = null;
    if (items.length === 0) return;
    const taken = items;
    items = [];
    apply(taken);
  };
  return {
    push(item) {
      items.push(item);
      cancelScheduled ??= schedule(flush);
    },
    flush,
    cancel() {
      cancelScheduled?.();
      cancelScheduled = null;
      items = [];
    },
  };
}
