import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefCallback,
  type RefObject,
} from 'react';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import type { FocusTrapProps } from 'focus-trap-react';
import { useHideOthers, useOverlayLayer, useStableId } from '../core/index.ts';
import type { Side } from './range.ts';

/** 'field': shown beside a date field that keeps focus and typing; 'dialog': modal, with focus trapped inside. */
export type PopoverMode = 'closed' | 'field' | 'dialog';

type Origin = Side | 'button';

export interface UseRangeDatepickerPopoverOptions {
  /** The name of the calendar button and of the calendar dialog. */
  label: string;
  /** Nothing opens the calendar; disabling closes it for good (enabling again does not bring it back). */
  disabled?: boolean;
}

export interface RangeDatepickerPopover {
  mode: PopoverMode;
  isOpen: boolean;
  /** Closes the calendar; with `true`, focus goes back to the field or the button that opened it. */
  close: (focusOrigin: boolean) => void;
  /** Spread on the element the calendar is placed under (the box around the fields and the button). */
  anchorProps: { ref: RefCallback<Element> };
  /** Spread on each date field's `<input>`, beside the fields' own props (after them, in `mergeProps`). */
  fieldProps: Record<Side, DateFieldPopoverProps>;
  /** Spread on the calendar button. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-label': string;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    disabled: boolean;
    onClick: () => void;
  };
  /** Spread on the calendar's dialog element, rendered (in a portal) while `isOpen`. */
  popupProps: {
    ref: RefCallback<HTMLDivElement>;
    id: string;
    role: 'dialog';
    'aria-modal': boolean;
    'aria-label': string;
    tabIndex: -1;
    style: CSSProperties;
    'data-mode': PopoverMode;
    onFocus: () => void;
  };
  /** Spread on the `<FocusTrap>` around the dialog. */
  focusTrapProps: Required<Pick<FocusTrapProps, 'active' | 'focusTrapOptions'>>;
}

export type DateFieldPopoverProps = {
  ref: RefObject<HTMLInputElement | null>;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * The calendar of a range picker: where it is placed, when it opens and how. A click or focus in a date
 * field shows it beside the field, which keeps focus and typing; the calendar button, Arrow Down in a
 * field or focus moving into the calendar makes it a modal dialog that traps focus and hides the rest of
 * the page from assistive technology. Escape, a press outside or focus leaving the fields closes it —
 * the layer stack's, so in a dialog or drawer only the calendar closes; focus goes back to what opened
 * it when it closes by Escape from the dialog, the button or a finished pick.
 */
export function useRangeDatepickerPopover({ label, disabled = false }: UseRangeDatepickerPopoverOptions): RangeDatepickerPopover {
  // One object for each stretch of renders with the same `disabled`, a new one whenever it changes. An
  // opening notes the stretch it happened in, so disabling closes the calendar for good: enabling again
  // starts a new stretch, with nothing open in it. (Were React ever to drop the memo, the calendar would
  // close: the safe way to fail.) Nothing is set while rendering, nor by an effect, to close it.
  const period = useMemo(() => ({ disabled }), [disabled]);
  const [opening, setOpening] = useState<{ mode: Exclude<PopoverMode, 'closed'>; period: object } | null>(null);
  const modeOf = (state: typeof opening): PopoverMode => (!disabled && state && state.period === period ? state.mode : 'closed');
  const mode = modeOf(opening);
  const isOpen = mode !== 'closed';

  const triggerRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // Where focus goes back to when the calendar closes: the field or the button that opened it.
  const origin = useRef<Origin>('button');
  // A field focused by the picker itself (focus coming back) does not open the calendar again.
  const quietFocus = useRef(false);
  const returnFocus = useRef(false);

  const {
    refs: { setReference, setFloating },
    elements,
    floatingStyles,
  } = useFloating({
    open: isOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    // Where neither side has room, it stays below: the page can scroll down to it, never above its top.
    middleware: [offset(4), flip({ padding: 8, fallbackStrategy: 'initialPlacement' }), shift({ padding: 8 })],
  });
  const popupRefs = useCallback(
    (node: HTMLDivElement | null) => {
      popupRef.current = node;
      setFloating(node);
    },
    [setFloating],
  );

  // Focus goes back to what opened the calendar once the dialog and its focus trap are gone.
  useLayoutEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    const from = origin.current;
    if (from === 'button') {
      triggerRef.current?.focus();
      return;
    }
    quietFocus.current = true;
    (from === 'start' ? startRef : endRef).current?.focus();
    quietFocus.current = false;
  }, [isOpen]);

  const open = (next: Exclude<PopoverMode, 'closed'>) => setOpening({ mode: next, period });
  const close = (focusOrigin: boolean) => {
    returnFocus.current = focusOrigin;
    setOpening(null);
  };
  const openFrom = (from: Origin, next: Exclude<PopoverMode, 'closed'>) => {
    if (disabled) return;
    origin.current = from;
    setOpening((previous) => (modeOf(previous) === 'dialog' ? previous : { mode: next, period }));
  };

  // Beside a field: the fields and the calendar; a press on the button (or focus moving to it) closes
  // the calendar, and its click opens the dialog. As a dialog: the calendar and the button, which closes
  // it; a press on a field closes the dialog, and the field, focused, shows the calendar beside it.
  const onField = (target: Node) => !!startRef.current?.contains(target) || !!endRef.current?.contains(target);
  const isInside = (target: Node) =>
    !!popupRef.current?.contains(target) || (mode === 'dialog' ? !!triggerRef.current?.contains(target) : onField(target));
  useOverlayLayer(isOpen, {
    // From the dialog, focus goes back to what opened it; beside a field, focus is in the field already.
    onEscape: () => close(mode === 'dialog'),
    // Any other press outside closes it and keeps its own focus.
    onOutsidePress: () => close(false),
    // Focus that leaves the fields for anything but the calendar closes it; the dialog keeps focus in.
    onFocusOutside: () => {
      if (mode === 'field') setOpening(null);
    },
    isInside,
  });
  useHideOthers(mode === 'dialog' ? elements.floating : null);

  const focusTrapOptions = useMemo(
    () => ({
      // Focus already in the calendar (a press on a day while it was shown beside a field) stays where it is.
      initialFocus: () => {
        const active = document.activeElement as HTMLElement | null;
        if (active && popupRef.current?.contains(active)) return active;
        return popupRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]') ?? false;
      },
      fallbackFocus: () => popupRef.current ?? document.body,
      // Escape and presses outside are the layer stack's (above); the press on the button reaches its click.
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
      allowOutsideClick: true,
      // Until it is positioned the dialog sits at the page's top; focusing it must not scroll there.
      preventScroll: true,
    }),
    [],
  );

  const popupId = `${useStableId()}-calendar`;

  const onFieldFocus = (side: Side) => {
    if (!quietFocus.current) openFrom(side, 'field');
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>, side: Side) => {
    if (event.key === 'ArrowDown' && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      // Into the calendar, which becomes a modal dialog with focus on its day.
      event.preventDefault();
      origin.current = side;
      open('dialog');
    }
  };

  return {
    mode,
    isOpen,
    close,
    anchorProps: { ref: setReference },
    // A click opens it too: after Escape, the field still has focus.
    fieldProps: {
      start: {
        ref: startRef,
        onFocus: () => onFieldFocus('start'),
        onClick: () => openFrom('start', 'field'),
        onKeyDown: (event) => onFieldKeyDown(event, 'start'),
      },
      end: {
        ref: endRef,
        onFocus: () => onFieldFocus('end'),
        onClick: () => openFrom('end', 'field'),
        onKeyDown: (event) => onFieldKeyDown(event, 'end'),
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-label': label,
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? popupId : undefined,
      disabled,
      onClick: () => {
        if (isOpen) close(true);
        else openFrom('button', 'dialog');
      },
    },
    popupProps: {
      ref: popupRefs,
      id: popupId,
      role: 'dialog',
      'aria-modal': mode === 'dialog',
      'aria-label': label,
      tabIndex: -1,
      style: floatingStyles,
      'data-mode': mode,
      // Focus moving in from a field (a press on a day, Tab) makes the calendar the modal dialog it is.
      onFocus: () => {
        if (mode === 'field') open('dialog');
      },
    },
    focusTrapProps: { active: mode === 'dialog', focusTrapOptions },
  };
}
