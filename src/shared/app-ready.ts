declare global {
  interface Window {
    /** Set by index.html's first script: ends the holding of early presses and hands over those held. */
    __aquilaTakeHeldPresses?: () => HeldPress[];
  }
}

/**
 * Names a control that the app puts in the place of another once it runs (the built page's "Show code"
 * `<summary>` becomes the app's button), so that a press held on the first while the page was not yet
 * live is replayed on the second (`markAppReady` below).
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

/** A press index.html held: on a control, or at `x`, `y` from the top left of a press area. */
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

/**
 * Marks the page as answering (browser tests wait for `data-app-ready`) and replays, in order, each press
 * index.html held while the page was painted but not yet live: the same control is clicked once more, now
 * with its handlers, so an early "Primary" ends as "Clicked 1 time". Called from the effect of the page's
 * outermost component, which React runs once the whole page has hydrated; the replay waits one task more,
 * for the renders hydration schedules at once (a part that differs in the browser, such as "Show code",
 * swaps in then). A press area gets the click at the place it was pressed. A control that is gone, with
 * nothing in its place, is skipped.
 */
export function markAppReady(): void {
  document.documentElement.setAttribute('data-app-ready', '');
  const held = window.__aquilaTakeHeldPresses?.() ?? [];
  if (held.length === 0) return;
  setTimeout(() => {
    held.forEach(replay);
  });
}
