/** index.html's first script, which holds presses made before the part of the page they land on is live. */
interface PressHolder {
  /**
   * Marks the app as answering (from then on only presses inside a part still to hydrate are held) and
   * hands over, forgetting them, the presses held so far whose element `isLive` accepts.
   */
  take(isLive: (element: Element) => boolean): HeldPress[];
  /** Ends the holding. */
  stop(): void;
}

declare global {
  interface Window {
    __aquilaPressHolder?: PressHolder;
  }
}

/**
 * Names a control that the app puts in the place of another once it runs (the built page's "Show code"
 * `<summary>` becomes the app's button), so that a press held on the first while the page was not yet
 * live is replayed on the second.
 */
export const PRESS_KEY_ATTRIBUTE = 'data-press-key';

/** The attribute to spread on both controls, the built one and the app's. */
export const pressKey = (key: string) => ({ [PRESS_KEY_ATTRIBUTE]: key });

/**
 * Marks an element that answers a press by where it lands (the configurator's resting picture presses
 * the control drawn under the pointer): an early press on it is held with its place in the element and
 * replayed at that place, wherever the element is by then.
 */
export const PRESS_AREA_ATTRIBUTE = 'data-press-area';

/**
 * On a part of the page that hydrates on its own (`HydrationBoundary`) while its markup is still the
 * built one: presses inside it are held until it is live. A press React itself would take to such a part
 * (it hydrates the part first) is lost on a checkbox: hydrating resets the box the press has just ticked.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Set on <html> once the page answers: browser tests wait for it. */
export const READY_ATTRIBUTE = 'data-app-ready';

/** Set on <html> once the page answers and every `HydrationBoundary` in it has hydrated too. */
export const HYDRATED_ATTRIBUTE = 'data-app-hydrated';

/** A press the holder kept: on a control, or at `x`, `y` from the top left of a press area. */
interface HeldPress {
  element: Element;
  x?: number;
  y?: number;
}

function replay({ element, x, y }: HeldPress) {
  if (x === undefined || y === undefined) return standIn(element)?.click();
  if (!element.isConnected) return;
  const box = element.getBoundingClientRect();
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: box.left + x, clientY: box.top + y }));
}

function standIn(control: Element): HTMLElement | null {
  if (control.isConnected) return control instanceof HTMLElement ? control : null;
  const key = control.getAttribute(PRESS_KEY_ATTRIBUTE);
  return key === null ? null : document.querySelector<HTMLElement>(`[${PRESS_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`);
}

/** Outside every part still to hydrate (a control swapped out as its part hydrated is outside too). */
const isLive = (element: Element) => element.closest(`[${HYDRATING_ATTRIBUTE}]`) === null;

let answering = false;
/** Boundaries mounted with the page whose content has not hydrated yet, and those whose content has. */
const pending = new Set<string>();
const hydrated = new Set<string>();

/**
 * Replays, in order, each held press that has become live: the same control is clicked once more, now
 * with its handlers, so an early "Primary" ends as "Clicked 1 time". It waits one task, for the renders
 * hydration schedules at once (a part that differs in the browser, such as "Show code", swaps in then,
 * and a boundary's part drops its `data-hydrating`). A press area gets the click at the place it was
 * pressed; a control that is gone, with nothing in its place, is skipped. Once the page answers and no
 * boundary is left to hydrate, the holding ends and the page is marked whole, at once: a page whose
 * timers are held (a test's stopped clock) is still marked.
 */
function replayWhatIsLive() {
  const holder = window.__aquilaPressHolder;
  setTimeout(() => holder?.take(isLive).forEach(replay));
  if (!answering || pending.size > 0) return;
  holder?.stop();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * Marks the page as answering and replays the presses held on it. Called from the effect of the page's
 * outermost component, which React runs once it has hydrated all but the page's boundaries.
 */
export function markAppReady(): void {
  document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  answering = true;
  replayWhatIsLive();
}

/**
 * A boundary's effect, run with the page around it: its content is waited for unless it has hydrated
 * already (rendered in the browser, the content's effects run first). Returns what to do when the
 * boundary goes before its content has hydrated.
 */
export function boundaryPending(id: string): () => void {
  if (!hydrated.has(id)) pending.add(id);
  return () => {
    if (pending.delete(id)) replayWhatIsLive();
  };
}

/** A boundary's content has hydrated (or rendered): the presses held on it are replayed. */
export function boundaryHydrated(id: string): void {
  hydrated.add(id);
  pending.delete(id);
  replayWhatIsLive();
}
