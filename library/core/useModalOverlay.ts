import { useEffect, useMemo, useRef, useState, type RefCallback } from 'react';
import { TABBABLE } from './dom.ts';
import { useOverlayLayer, type OverlayLayer } from './layerStack.ts';
import { usePresence } from './usePresence.ts';
import { useScrollLock } from './scrollLock.ts';
import { useFocusReturn } from './useFocusReturn.ts';
import { useEffectEvent } from './useEffectEvent.ts';
import { useHideOthers } from './useHideOthers.ts';

export interface UseModalOverlayOptions extends OverlayLayer {
  /** Whether the overlay is open. Closing, it stays mounted through its CSS exit animation. */
  open: boolean;
  /**
   * Where focus goes as it opens: the first control inside `initialFocusWithin` (a selector, e.g. the
   * body rather than the title bar's buttons), else the first tabbable element, else the panel itself.
   * A control that already took focus (`autoFocus`) keeps it.
   */
  initialFocusWithin?: string;
  /** Called once the overlay has opened. */
  onOpen?: () => void;
  /** Called once the overlay has closed and left the page, after its exit animation. */
  onClose?: () => void;
}

/** What `<FocusTrap>` (focus-trap-react) takes: spread it on the trap around the panel. */
export interface ModalFocusTrapProps {
  active: boolean;
  focusTrapOptions: {
    initialFocus: () => HTMLElement | undefined;
    fallbackFocus: () => HTMLElement;
    allowOutsideClick: true;
    escapeDeactivates: false;
    returnFocusOnDeactivate: false;
  };
}

export interface ModalOverlay {
  /** Render the overlay while this is true: open, or closed and still running its exit animation. */
  mounted: boolean;
  /** The panel element while it is on the page (it changes with each opening). */
  panel: HTMLElement | null;
  /** 'open', or 'closed' while the exit animation runs. */
  state: 'open' | 'closed';
  /** Spread on the panel (the element that is the dialog); merge `ref` with your own refs. */
  panelProps: {
    ref: RefCallback<HTMLElement>;
    role: 'dialog';
    'aria-modal': true;
    tabIndex: -1;
    'data-state': 'open' | 'closed';
    /** While closing it can no longer be used. */
    inert: true | undefined;
  };
  focusTrapProps: ModalFocusTrapProps;
}

/**
 * What every modal overlay does — the dialog, the drawer, the site's search — in one place (WAI-ARIA
 * modal dialog pattern): it stays mounted through its exit animation; the page behind does not scroll
 * (nor shift sideways) and is hidden from assistive technology while it is open; focus moves inside as
 * it opens, is trapped there, and goes back where it was as it closes; Escape and presses outside go to
 * the topmost overlay of the layer stack that listens for them; `onOpen` and `onClose` tell the
 * consumer when it has opened and when it has gone.
 */
export function useModalOverlay({
  open,
  onEscape,
  onOutsidePress,
  onFocusOutside,
  isInside,
  group,
  initialFocusWithin,
  onOpen,
  onClose,
}: UseModalOverlayOptions): ModalOverlay {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const mounted = usePresence(open, panel);
  useScrollLock(mounted);
  useFocusReturn(open, panel);
  useOverlayLayer(open, { onEscape, onOutsidePress, onFocusOutside, isInside, group });
  // Closing, the page is given back at once; the panel, inert, plays its exit animation over it.
  useHideOthers(open ? panel : null);

  // The callbacks fire once per opening: when it has opened, and when it has left the page.
  const opened = useRef(false);
  const reportOpen = useEffectEvent(() => onOpen?.());
  const reportClose = useEffectEvent(() => onClose?.());
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    reportOpen();
  }, [open]);
  useEffect(() => {
    if (mounted || !opened.current) return;
    opened.current = false;
    reportClose();
  }, [mounted]);

  const panelRef = useRef<HTMLElement | null>(null);
  const ref = useMemo<RefCallback<HTMLElement>>(
    () => (node) => {
      panelRef.current = node;
      setPanel(node);
    },
    [],
  );
  const focusTrapOptions = useMemo<ModalFocusTrapProps['focusTrapOptions']>(
    () => ({
      initialFocus: () => {
        const element = panelRef.current;
        if (!element || element.contains(document.activeElement) || !initialFocusWithin) return undefined;
        return element.querySelector<HTMLElement>(`${initialFocusWithin} :is(${TABBABLE})`) ?? undefined;
      },
      fallbackFocus: () => panelRef.current ?? document.body,
      // The backdrop click must reach its handler; Escape and focus return are the layer stack's and useFocusReturn's.
      allowOutsideClick: true,
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
    }),
    [initialFocusWithin],
  );

  const state = open ? 'open' : 'closed';
  return {
    mounted,
    panel,
    state,
    panelProps: { ref, role: 'dialog', 'aria-modal': true, tabIndex: -1, 'data-state': state, inert: open ? undefined : true },
    focusTrapProps: { active: open, focusTrapOptions },
  };
}
