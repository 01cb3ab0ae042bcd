import { type KeyboardEvent, type MouseEvent, type PointerEvent, type Ref } from 'react';
import { useMergedRefs } from '../core/index.ts';
import { contains } from './navigation.ts';
import type { DropdownState } from './useDropdownState.ts';

export interface UseMenuTriggerOptions {
  state: DropdownState;
  triggerId: string;
  menuId: string;
  /** Whether pointing at the trigger opens the menu too. */
  hoverEnabled: boolean;
  /** The trigger element's own ref. */
  ref?: Ref<HTMLElement>;
}

/**
 * The menu button (WAI-ARIA menu button pattern): the trigger's ARIA state and how it opens the menu.
 * A click toggles it — one with no pointer behind it (Enter, Space, a screen reader) opens it with the
 * first item focused; Down and Up Arrow open it on the first and the last item; with `hoverEnabled`
 * the pointer opens it, and leaving for anything but the menu closes a menu hover opened. Each handler
 * leaves alone an event whose default something before it prevented.
 */
export function useMenuTrigger({ state, triggerId, menuId, hoverEnabled, ref }: UseMenuTriggerOptions) {
  const { open, menu, show, hide, setTrigger } = state;
  const setRef = useMergedRefs(ref, setTrigger);

  const opensOnHover = (event: PointerEvent<HTMLElement>) =>
    hoverEnabled && event.pointerType !== 'touch' && !(event.currentTarget as HTMLButtonElement).disabled;

  return {
    triggerProps: {
      ref: setRef,
      id: triggerId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      'data-state': open ? ('open' as const) : ('closed' as const),
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.defaultPrevented) return;
        if (event.detail === 0) show('press', 'first');
        else if (!open) show('press', 'menu');
        // A click on a menu that hover opened keeps it open once the pointer leaves.
        else if (state.openedByHover()) state.pin();
        else hide(false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.defaultPrevented || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        show('press', event.key === 'ArrowDown' ? 'first' : 'last');
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (!event.defaultPrevented && opensOnHover(event) && !open) show('hover', null);
      },
      // Moving onto the menu (or the bridge over the gap between the two) keeps it open.
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (!event.defaultPrevented && state.openedByHover() && !contains(menu, event.relatedTarget)) hide(false);
      },
    },
  };
}
