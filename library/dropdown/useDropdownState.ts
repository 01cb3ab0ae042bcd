import { useEffect, useRef, useState } from 'react';
import { useControllableState, useFocusReturn, useOverlayLayer, usePresence } from '../core/index.ts';
import { contains, enabledItems } from './navigation.ts';

/** Where focus goes once the menu is open: its first or last item, the menu itself, or nowhere (hover). */
export type FocusTarget = 'first' | 'last' | 'menu' | null;

export interface UseDropdownStateOptions {
  open?: boolean;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface DropdownState {
  /** Whether the menu is open. */
  open: boolean;
  /** Whether the menu is on the page: open, or closed and still running its exit animation. */
  mounted: boolean;
  trigger: HTMLElement | null;
  menu: HTMLElement | null;
  /** Ref callbacks that tell the state its trigger and its menu. */
  setTrigger: (node: HTMLElement | null) => void;
  setMenu: (node: HTMLElement | null) => void;
  /** Opens the menu (or, open already, moves focus) by a press or by hover, focusing `focus` once it is there. */
  show: (by: 'hover' | 'press', focus: FocusTarget) => void;
  /** Closes the menu; with `returnFocus`, focus inside it (or lost to the page) goes back to the trigger. */
  hide: (returnFocus: boolean) => void;
  /** Whether hover opened the menu, so that the pointer leaving closes it. */
  openedByHover: () => boolean;
  /** Keeps a menu hover opened open once the pointer leaves, as if a press had opened it. */
  pin: () => void;
}

function focusInside(menu: HTMLElement, target: FocusTarget) {
  if (!target) return;
  const items = enabledItems(menu);
  const item = target === 'first' ? items[0] : target === 'last' ? items[items.length - 1] : undefined;
  // The menu may not be positioned yet; scrolling to it now would jump to the page's top corner.
  (item ?? menu).focus({ preventScroll: true });
}

/**
 * Whether the dropdown's menu is open (controlled or not) and how it got there: a press or hover opens
 * it with focus on its first item, its last, the menu itself or nowhere — once the menu is on the page;
 * Escape closes it and gives focus back to the trigger, a press outside or focus moving elsewhere
 * closes it (the layer stack's, topmost layer first); it stays mounted through its exit animation, and
 * focus returns to where it was when it closes.
 */
export function useDropdownState({ open: openProp, defaultOpen, onOpenChange }: UseDropdownStateOptions): DropdownState {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Dropdown',
  });
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const mounted = usePresence(open, menu);
  useFocusReturn(open, menu);

  // How the menu was opened: only a menu opened by hover closes when the pointer leaves.
  const openedBy = useRef<'hover' | 'press' | null>(null);
  const pendingFocus = useRef<FocusTarget>(null);

  const show = (by: 'hover' | 'press', focus: FocusTarget) => {
    openedBy.current = by;
    if (open && menu) {
      focusInside(menu, focus);
      return;
    }
    pendingFocus.current = focus;
    setOpen(true);
  };

  const hide = (returnFocus: boolean) => {
    openedBy.current = null;
    if (returnFocus) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || contains(menu, focused)) trigger?.focus();
    }
    setOpen(false);
  };

  useEffect(() => {
    if (!open) {
      openedBy.current = null;
      pendingFocus.current = null;
      return;
    }
    if (!menu) return;
    focusInside(menu, pendingFocus.current);
    pendingFocus.current = null;
  }, [open, menu]);

  useOverlayLayer(open, {
    onEscape: () => hide(true),
    onOutsidePress: () => hide(false),
    // A non-modal menu closes once focus moves on from it (or its trigger) to something else on the page.
    onFocusOutside: () => hide(false),
    isInside: (target) => contains(trigger, target) || contains(menu, target),
  });

  return {
    open,
    mounted,
    trigger,
    menu,
    setTrigger,
    setMenu,
    show,
    hide,
    openedByHover: () => openedBy.current === 'hover',
    pin: () => {
      openedBy.current = 'press';
    },
  };
}
