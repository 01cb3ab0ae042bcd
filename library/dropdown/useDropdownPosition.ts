import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import { DROPDOWN_GAP, DROPDOWN_VIEWPORT_PADDING, FLOATING_PLACEMENTS, type DropdownPlacement } from './constants.ts';
import { dropdownPlacementOf } from './navigation.ts';

/** The menu never shrinks below about two items to fit the window; it scrolls instead. */
const MIN_MENU_HEIGHT = 80;

export interface UseDropdownPositionOptions {
  open: boolean;
  placement: DropdownPlacement;
  trigger: HTMLElement | null;
  menu: HTMLElement | null;
}

/**
 * Where the menu sits: at `placement` against the trigger, flipped to the other side when there is no
 * room, kept inside the window, and told (as custom properties) the height it may take and the
 * trigger's width. Returns the menu's position style and the placement it ended up at, in the
 * dropdown's own names.
 */
export function useDropdownPosition({ open, placement, trigger, menu }: UseDropdownPositionOptions) {
  const { floatingStyles, placement: resolved } = useFloating({
    open,
    elements: { reference: trigger, floating: menu },
    placement: FLOATING_PLACEMENTS[placement],
    whileElementsMounted: autoUpdate,
    // Placed by left/top, not a transform: the CSS `scale` of the open and close animation would
    // scale a transform's translation too, and the menu would swing in from far away.
    transform: false,
    middleware: [
      offset(DROPDOWN_GAP),
      flip({ padding: DROPDOWN_VIEWPORT_PADDING }),
      shift({ padding: DROPDOWN_VIEWPORT_PADDING }),
      size({
        padding: DROPDOWN_VIEWPORT_PADDING,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.setProperty('--aq-dropdown-available-height', `${Math.max(availableHeight, MIN_MENU_HEIGHT)}px`);
          elements.floating.style.setProperty('--aq-dropdown-trigger-width', `${rects.reference.width}px`);
        },
      }),
    ],
  });
  return { floatingStyles, placement: dropdownPlacementOf(resolved) };
}
