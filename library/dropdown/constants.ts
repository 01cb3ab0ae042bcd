import type { Placement } from '@floating-ui/react-dom';

/** Where the menu opens, relative to its trigger: above or below it, lined up with its left edge, centre or right edge. */
export type DropdownPlacement = 'bottomLeft' | 'bottomCenter' | 'bottomRight' | 'topLeft' | 'topCenter' | 'topRight';

/** Every placement, in the order the docs list them. */
export const DROPDOWN_PLACEMENTS: readonly DropdownPlacement[] = [
  'bottomLeft',
  'bottomCenter',
  'bottomRight',
  'topLeft',
  'topCenter',
  'topRight',
];

/** The placement used when none is given. */
export const DROPDOWN_DEFAULT_PLACEMENT: DropdownPlacement = 'bottomLeft';

/** Each placement as Floating UI names it (start and end are left and right in a left-to-right page). */
export const FLOATING_PLACEMENTS: Record<DropdownPlacement, Placement> = {
  bottomLeft: 'bottom-start',
  bottomCenter: 'bottom',
  bottomRight: 'bottom-end',
  topLeft: 'top-start',
  topCenter: 'top',
  topRight: 'top-end',
};

/** Space between the trigger and the menu, in px; the menu's hover bridge spans the same gap. */
export const DROPDOWN_GAP = 4;

/** The least room the menu keeps from the edges of the window, in px. */
export const DROPDOWN_VIEWPORT_PADDING = 8;

/** What development is told, once, about a DropdownItem rendered outside any Dropdown (it renders nothing). */
export const DROPDOWN_ITEM_OUTSIDE_DROPDOWN = 'DropdownItem must be rendered inside a Dropdown.';
