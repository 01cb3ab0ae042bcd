import {
  Children,
  cloneElement,
  useEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type FocusEvent as ReactFocusEvent,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import {
  Portal,
  composeHandlers,
  cx,
  dataFlag,
  mergeRefs,
  typeaheadMatch,
  useControllableState,
  useFocusReturn,
  useOverlayLayer,
  usePresence,
  useStableId,
  useTypeahead,
} from '../core';
import { DROPDOWN_GAP, DROPDOWN_VIEWPORT_PADDING, FLOATING_PLACEMENTS, type DropdownPlacement } from './constants';
import { DropdownContext, type DropdownContextValue } from './context';
import { dropdownPlacementOf, enabledItems, itemLabel, tabbableAfter, wrapStep } from './navigation';
import './Dropdown.scss';

export interface DropdownProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** The button that opens the menu (a `<button>` or `Button`; it must accept a ref). It is given aria-haspopup, aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** The menu's content: `DropdownItem` and `DropdownSeparator` elements. */
  children?: ReactNode;
  /**
   * Where the menu opens: below or above the trigger, lined up with its left edge, its centre or its right edge. It flips to the other side when there is no room.
   * @default 'bottomLeft'
   */
  placement?: DropdownPlacement;
  /**
   * Also opens the menu when the pointer moves onto the trigger; it stays open while the pointer is on the trigger or the menu and closes when it leaves both.
   * @default false
   */
  hoverEnabled?: boolean;
  /** Whether the menu is open, for a controlled dropdown; leave undefined to let clicks, hover and the keyboard decide. */
  open?: boolean;
  /**
   * Whether the menu is open at first, for an uncontrolled dropdown.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Ref to the menu `<div role="menu">` (set while the menu is shown). */
  ref?: Ref<HTMLDivElement>;
}

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; disabled?: boolean };

/** Where focus goes once the menu is open: its first or last item, the menu itself, or nowhere (hover). */
type FocusTarget = 'first' | 'last' | 'menu' | null;

/** The menu never shrinks below about two items to fit the window; it scrolls instead. */
const MIN_MENU_HEIGHT = 80;

const contains = (node: Element | null | undefined, target: EventTarget | null) =>
  Boolean(node && target instanceof Node && node.contains(target));

function focusInside(menu: HTMLElement, target: FocusTarget) {
  if (!target) return;
  const items = enabledItems(menu);
  const item = target === 'first' ? items[0] : target === 'last' ? items[items.length - 1] : undefined;
  // The menu may not be positioned yet; scrolling to it now would jump to the page's top corner.
  (item ?? menu).focus({ preventScroll: true });
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button pattern). A click on the trigger
 * toggles the menu and a press outside closes it; with `hoverEnabled` pointing at the trigger
 * opens it too. Arrow keys, Home, End and type-ahead move through the items; Enter or Space
 * chooses one and closes the menu; Escape closes it and returns focus to the trigger.
 */
export function Dropdown({
  trigger,
  children,
  placement = 'bottomLeft',
  hoverEnabled = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  style,
  onKeyDown,
  onPointerLeave,
  onBlur,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
  ...rest
}: DropdownProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Dropdown',
  });
  const menuId = useStableId(id);
  const child = Children.only(trigger) as ReactElement<TriggerProps>;
  const childProps = child.props;
  const triggerId = useStableId(childProps.id);
  const triggerRef = useRef<HTMLElement>(null);

  const {
    refs,
    elements,
    floatingStyles,
    placement: resolvedPlacement,
  } = useFloating({
    open,
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
        apply({ availableHeight, rects, elements: floating }) {
          floating.floating.style.setProperty('--aq-dropdown-available-height', `${Math.max(availableHeight, MIN_MENU_HEIGHT)}px`);
          floating.floating.style.setProperty('--aq-dropdown-trigger-width', `${rects.reference.width}px`);
        },
      }),
    ],
  });
  const menu = elements.floating;
  const mounted = usePresence(open, menu);
  useFocusReturn(open, menu);

  // How the menu was opened: only a menu opened by hover closes when the pointer leaves.
  const openedBy = useRef<'hover' | 'press' | null>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  // Set while Tab moves focus out, so the blur that causes does not ask to close a second time.
  const tabbingOut = useRef(false);

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
      if (!focused || focused === document.body || contains(menu, focused)) triggerRef.current?.focus();
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
    isInside: (target) => contains(triggerRef.current, target) || contains(menu, target),
  });

  const typeahead = useTypeahead();

  const triggerMergedRef = useMemo(
    () => mergeRefs(childProps.ref, refs.setReference, triggerRef),
    [childProps.ref, refs.setReference],
  );
  const menuRef = useMemo(() => mergeRefs(ref, refs.setFloating), [ref, refs.setFloating]);

  const opensOnHover = (event: ReactPointerEvent<HTMLElement>) =>
    hoverEnabled && event.pointerType !== 'touch' && !(event.currentTarget as HTMLButtonElement).disabled;

  const triggerElement = cloneElement(child, {
    ref: triggerMergedRef,
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: composeHandlers(childProps.onClick, (event: ReactMouseEvent<HTMLElement>) => {
      // A click with no pointer behind it comes from Enter or Space, or from a screen reader: the
      // menu opens with its first item focused, as the keyboard expects.
      if (event.detail === 0) show('press', 'first');
      else if (!open) show('press', 'menu');
      // A click on a menu that hover opened keeps it open once the pointer leaves.
      else if (openedBy.current === 'hover') openedBy.current = 'press';
      else hide(false);
    }),
    onKeyDown: composeHandlers(childProps.onKeyDown, (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      show('press', event.key === 'ArrowDown' ? 'first' : 'last');
    }),
    onPointerEnter: composeHandlers(childProps.onPointerEnter, (event: ReactPointerEvent<HTMLElement>) => {
      if (opensOnHover(event) && !open) show('hover', null);
    }),
    // Moving onto the menu (or the bridge over the gap between the two) keeps it open.
    onPointerLeave: composeHandlers(childProps.onPointerLeave, (event: ReactPointerEvent<HTMLElement>) => {
      if (openedBy.current === 'hover' && !contains(menu, event.relatedTarget)) hide(false);
    }),
  } as TriggerProps);

  const handleMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = enabledItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusItem = (index: number) => {
      const item = items[index];
      if (!item) return;
      item.focus({ preventScroll: true });
      item.scrollIntoView?.({ block: 'nearest' });
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (items.length > 0) focusItem(wrapStep(items.length, current, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        focusItem(items.length - 1);
        return;
      case 'Tab': {
        // The menu sits at the end of the page but belongs right after its trigger: Shift + Tab goes
        // back to the trigger, Tab on to what follows it.
        event.preventDefault();
        const from = triggerRef.current;
        const next = from && !event.shiftKey ? (tabbableAfter(from, menu) ?? from) : from;
        tabbingOut.current = true;
        next?.focus();
        tabbingOut.current = false;
        hide(false);
        return;
      }
      case ' ':
        event.preventDefault();
        return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const match = typeaheadMatch(
      items.map(itemLabel),
      items.map((_, index) => index),
      current === -1 ? null : current,
      typeahead.type(event.key),
    );
    if (match !== null) focusItem(match);
  };

  const context: DropdownContextValue = {
    closeAfterSelect: () => hide(true),
    focusMenu: () => menu?.focus({ preventScroll: true }),
  };

  const shownPlacement = dropdownPlacementOf(resolvedPlacement);

  return (
    <>
      {triggerElement}
      {mounted && (
        <Portal>
          <DropdownContext value={context}>
            <div
              {...rest}
              ref={menuRef}
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-label={ariaLabel}
              aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : triggerId)}
              className={cx('aq-dropdown', className)}
              style={{ ...floatingStyles, ...style }}
              data-state={open ? 'open' : 'closed'}
              data-placement={shownPlacement}
              data-hover-enabled={dataFlag(hoverEnabled)}
              onKeyDown={composeHandlers(onKeyDown, handleMenuKeyDown)}
              onPointerLeave={composeHandlers(onPointerLeave, (event: ReactPointerEvent<HTMLDivElement>) => {
                if (openedBy.current === 'hover' && !contains(triggerRef.current, event.relatedTarget)) hide(false);
              })}
              // A non-modal menu closes once focus moves on to something else on the page.
              onBlur={composeHandlers(onBlur, (event: ReactFocusEvent<HTMLDivElement>) => {
                const next = event.relatedTarget;
                if (open && !tabbingOut.current && next && !contains(event.currentTarget, next) && !contains(triggerRef.current, next))
                  hide(false);
              })}
            >
              {/* The scrolling box sits inside the menu, so the menu's hover bridge is not clipped by it. */}
              <div className="aq-dropdown__content">{children}</div>
            </div>
          </DropdownContext>
        </Portal>
      )}
    </>
  );
}
