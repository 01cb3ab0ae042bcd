import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import { useOverlayLayer } from '../core/index.ts';
import { SELECT_LIST_MAX_HEIGHT, SELECT_OPTION_HEIGHT } from './constants.ts';

/** The list never shrinks below two options to fit the window. */
const MIN_LIST_HEIGHT = 64;

export interface UseSelectPopoverOptions {
  open: boolean;
  /** The id of the active option, kept in view inside the list; null for none. */
  activeId: string | null;
  /** Closes the list: Escape, a press outside the field's box and the list, or focus moving on to another element. */
  onDismiss: () => void;
}

/**
 * The popup that holds the list: placed under the field's box and as wide as it, flipped above it when
 * there is no room below, shortened (not cut off) in a short window; a press on it keeps focus in the
 * field; the active option is kept in view by scrolling the list only (scrollIntoView would also
 * scroll the page). While open it is a layer of the layer stack: an Escape or a press outside closes it
 * when no layer above it takes them (in a dialog, the list closes and the dialog stays), and so does
 * focus leaving the field for any element but the list.
 */
export function useSelectPopover({ open, activeId, onDismiss }: UseSelectPopoverOptions) {
  const { refs, elements, floatingStyles, placement } = useFloating({
    open,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, elements, availableHeight }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          // A short window (or a small frame) gets a shorter list rather than one cut off at its edge.
          elements.floating.style.setProperty('--aq-select-available-height', `${Math.max(availableHeight - 2, MIN_LIST_HEIGHT)}px`);
        },
      }),
    ],
  });

  useOverlayLayer(open, {
    onEscape: onDismiss,
    onOutsidePress: onDismiss,
    onFocusOutside: onDismiss,
    // The box holds the field, which keeps focus while the list is open; the list holds the options.
    isInside: (target) => !!((elements.reference as Element | null)?.contains(target) || elements.floating?.contains(target)),
  });

  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const item = open && activeId !== null ? document.getElementById(activeId) : null;
    if (!list || !item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  });

  return {
    /** For the box the popup is placed against. */
    anchorProps: { ref: refs.setReference },
    popupProps: {
      ref: refs.setFloating,
      style: {
        ...floatingStyles,
        '--aq-select-list-max-height': SELECT_LIST_MAX_HEIGHT,
        '--aq-select-option-height': SELECT_OPTION_HEIGHT,
      } as CSSProperties,
      'data-placement': placement,
      // Pressing the list must not take focus from the field, or the list would start closing.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    },
    /** For the list inside the popup. */
    listProps: { ref: listRef },
  };
}
