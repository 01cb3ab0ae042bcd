import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { dataFlag, useMergedRefs, useListNavigation } from '../core/index.ts';
import type { DropdownContextValue } from './context.ts';
import { contains, enabledItems, itemLabel, tabbableAfter } from './navigation.ts';
import type { DropdownState } from './useDropdownState.ts';

export interface UseMenuOptions {
  state: DropdownState;
  menuId: string;
  /** The trigger's id, which names the menu unless it has its own label. */
  triggerId: string;
  hoverEnabled: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The consumer's ref to the menu. */
  ref?: Ref<HTMLElement>;
}

function focusItem(item: HTMLElement | null) {
  if (!item) return;
  item.focus({ preventScroll: true });
  item.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The menu (WAI-ARIA menu): its items take focus as the list navigation moves — the arrows wrap, Home
 * and Page Up go to the first item, End and Page Down to the last, type-ahead matches each item's
 * `textValue` or text. Tab leaves the menu as if it sat right after its trigger, closing it; the
 * menu, being non-modal, also closes once focus moves elsewhere (useDropdownState), or the pointer
 * leaves a menu hover opened. Also what the items are told: how to close after a choice, and how to give
 * focus back to the menu.
 */
export function useMenu({
  state,
  menuId,
  triggerId,
  hoverEnabled,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
}: UseMenuOptions) {
  const { open, trigger, menu, hide, setMenu } = state;
  const setRef = useMergedRefs(ref, setMenu);

  const navigation = useListNavigation<HTMLElement>({
    items: () => (menu ? enabledItems(menu) : []),
    active: () => document.activeElement as HTMLElement | null,
    onNavigate: focusItem,
    textOf: itemLabel,
    loop: true,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Tab') {
      // The menu sits at the end of the page but belongs right after its trigger: Shift + Tab goes
      // back to the trigger, Tab on to what follows it.
      event.preventDefault();
      const next = trigger && !event.shiftKey ? (tabbableAfter(trigger, menu) ?? trigger) : trigger;
      next?.focus();
      // Focus that moved on to the page closed the menu on its way (the layer stack heard it leave);
      // focus on the trigger, or still in the menu, is the dropdown's own.
      const focused = document.activeElement;
      if (focused === trigger || contains(menu, focused)) hide(false);
    } else if (event.key === ' ') {
      // Space chooses an item (the item takes it); on the menu itself it does nothing.
      event.preventDefault();
    } else {
      navigation.keyboardProps.onKeyDown(event);
    }
  };

  const context: DropdownContextValue = {
    closeAfterSelect: () => hide(true),
    focusMenu: () => menu?.focus({ preventScroll: true }),
  };

  return {
    menuProps: {
      ref: setRef,
      id: menuId,
      role: 'menu',
      tabIndex: -1,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy ?? (ariaLabel ? undefined : triggerId),
      'data-state': open ? ('open' as const) : ('closed' as const),
      'data-hover-enabled': dataFlag(hoverEnabled),
      onKeyDown,
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (!event.defaultPrevented && state.openedByHover() && !contains(trigger, event.relatedTarget)) hide(false);
      },
    },
    context,
  };
}
