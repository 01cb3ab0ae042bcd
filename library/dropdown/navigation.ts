import type { Placement } from '@floating-ui/react-dom';
import { stepIndex } from '../core/index.ts';
import { DROPDOWN_DEFAULT_PLACEMENT, FLOATING_PLACEMENTS, type DropdownPlacement } from './constants.ts';

const ITEM_SELECTOR = '[role="menuitem"]';

/** The items of this menu that can take focus: enabled, and not those of a menu nested inside it. */
export function enabledItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
    (item) => item.closest('[role="menu"]') === menu && item.getAttribute('aria-disabled') !== 'true',
  );
}

/** The text type-ahead matches: the item's `textValue` when it has one, else what it reads. */
export const itemLabel = (item: HTMLElement): string => (item.dataset.textValue ?? item.textContent ?? '').trim();

/**
 * The index one step away from `current` among `count` items, wrapping past either end. From no
 * item (-1) a step forward lands on the first and a step back on the last. The menu's arrow keys step
 * so through useListNavigation (`loop`); this names that step for the menu's own tests.
 */
export const wrapStep = (count: number, current: number, by: 1 | -1): number => stepIndex(count, current, by, true);

/** Whether `target` is `node` or inside it. */
export const contains = (node: Element | null | undefined, target: EventTarget | null) =>
  Boolean(node && target instanceof Node && node.contains(target));

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

const isShown = (element: HTMLElement) =>
  !element.closest('[hidden], [inert]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/**
 * The first element after `from` in the page's tab order, leaving out those inside `skip`. The menu
 * is rendered at the end of the page, but it belongs right after its trigger, so Tab out of it goes
 * on from the trigger.
 */
export function tabbableAfter(from: Element, skip: Element | null): HTMLElement | null {
  const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  // Some selector engines list matches selector by selector rather than in document order.
  const following = [...from.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (candidate) => precedes(from, candidate) && !from.contains(candidate) && !skip?.contains(candidate) && isShown(candidate),
  );
  return following.reduce<HTMLElement | null>((first, candidate) => (first && precedes(first, candidate) ? first : candidate), null);
}

/** Floating UI's resolved placement (after a flip) in the dropdown's own names. */
export function dropdownPlacementOf(placement: Placement): DropdownPlacement {
  const entry = Object.entries(FLOATING_PLACEMENTS).find(([, floating]) => floating === placement);
  return (entry?.[0] as DropdownPlacement | undefined) ?? DROPDOWN_DEFAULT_PLACEMENT;
}
