/**
 * A press on the configurator's sample before its live frame runs, passed on to the frame. The page and
 * the frame render the same sample from the same code, so a control is found again by its place among
 * the sample's controls; its tag and role must agree, or nothing is pressed.
 */

/** The controls a press is passed on to: what a click activates and nothing else (no link, which would navigate the frame; no text field). */
const REPLAYABLE = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="radio"]',
  '[role="tab"]',
].join(', ');

/** Which control of the sample was pressed. */
export interface PressTarget {
  /** Its place among the sample's replayable controls, in document order. */
  index: number;
  /** Its tag name, lower case. */
  tag: string;
  role: string | null;
}

const isEnabled = (element: Element) => !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true';

/** The sample's replayable controls, in document order. */
const controlsIn = (root: ParentNode): Element[] => [...root.querySelectorAll(REPLAYABLE)];

const contains = (rect: DOMRect, x: number, y: number) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

const describe = (controls: Element[], control: Element): PressTarget | null =>
  isEnabled(control) ? { index: controls.indexOf(control), tag: control.localName, role: control.getAttribute('role') } : null;

/**
 * The control drawn at the point (client coordinates) within `root`, or null: the innermost replayable
 * control whose box holds the point, else the control of a label whose box holds it (a checkbox's text).
 * Found by boxes, not by the event's target: the sample in the page is inert and takes no events itself.
 */
export function pressTargetAt(root: Element, x: number, y: number): PressTarget | null {
  const controls = controlsIn(root);
  const hit = controls.filter((control) => contains(control.getBoundingClientRect(), x, y)).at(-1);
  if (hit) return describe(controls, hit);
  const label = [...root.querySelectorAll('label')].filter((element) => contains(element.getBoundingClientRect(), x, y)).at(-1);
  const labelled = label?.control;
  return labelled && controls.includes(labelled) ? describe(controls, labelled) : null;
}

/** The control a `PressTarget` names within `root`, when one there has its place, tag and role and is enabled. */
export function findPressTarget(root: ParentNode, target: PressTarget): HTMLElement | null {
  const control = controlsIn(root)[target.index];
  if (!(control instanceof HTMLElement) || !isEnabled(control)) return null;
  return control.localName === target.tag && control.getAttribute('role') === target.role ? control : null;
}

/** Reads a press target from a message: the page's own, but checked like everything the frame receives. */
export function parsePressTarget(value: unknown): PressTarget | null {
  if (!value || typeof value !== 'object') return null;
  const { index, tag, role } = value as Record<string, unknown>;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
  if (typeof tag !== 'string' || !/^[a-z][a-z0-9-]{0,40}$/.test(tag)) return null;
  if (role !== null && typeof role !== 'string') return null;
  return { index, tag, role };
}
