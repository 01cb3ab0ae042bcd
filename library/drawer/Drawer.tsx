import './Drawer.scss';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from 'react';
import { FocusTrap } from 'focus-trap-react';
import { X } from 'lucide-react';
import {
  Portal,
  composeHandlers,
  cx,
  mergeRefs,
  useControllableState,
  useFocusReturn,
  useOverlayLayer,
  usePresence,
  useScrollLock,
  useStableId,
  useSwipe,
  type SwipeDirection,
} from '../core';
import { DRAWER_MOBILE_QUERY } from './constants';

export type DrawerPlacement = 'top' | 'right' | 'bottom' | 'left';

const SWIPE_TO_CLOSE: Record<DrawerPlacement, SwipeDirection> = {
  top: 'up',
  right: 'right',
  bottom: 'down',
  left: 'left',
};

// A drag that starts in a field is editing (moving a caret, a slider), not a swipe.
const FIELD_SELECTOR = 'input, textarea, select, [contenteditable]';

const toCssSize = (size: number | string | undefined) => (typeof size === 'number' ? `${size}px` : size);

export interface DrawerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onClose'> {
  /**
   * Whether the drawer is open. Controlled when given; pair it with `onVisibleChange`.
   * @default false
   */
  visible?: boolean;
  /**
   * Whether the drawer starts open when `visible` is not given (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /** Called with `false` when the drawer asks to close: backdrop, close button, Escape, swipe or link. */
  onVisibleChange?: (visible: boolean) => void;
  /**
   * The edge the drawer slides in from.
   * @default 'left'
   */
  placement?: DrawerPlacement;
  /**
   * Shows the dimmed backdrop behind the drawer.
   * @default true
   */
  backdrop?: boolean;
  /**
   * Whether a click on the backdrop closes the drawer.
   * @default true
   */
  backdropClosable?: boolean;
  /**
   * On viewports narrower than 840 px, clicking a link inside the drawer closes it.
   * @default false
   */
  closeMobile?: boolean;
  /**
   * On viewports 840 px and wider, clicking a link inside the drawer closes it.
   * @default false
   */
  closeDesktop?: boolean;
  /** Called once the drawer has opened. */
  onOpen?: () => void;
  /** Called once the drawer has closed, after its 500 ms slide-out. */
  onClose?: () => void;
  /** Title shown in the drawer's header; it also names the dialog for assistive technology. */
  heading?: ReactNode;
  /** Panel width of a left or right drawer (a number is px); defaults to 20rem, at most the viewport. */
  width?: number | string;
  /** Panel height of a top or bottom drawer (a number is px); defaults to 20rem, at most the viewport. */
  height?: number | string;
  /** The drawer's content. */
  children?: ReactNode;
  /** Ref to the panel element (the one with role="dialog"). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A panel that slides in from an edge of the screen over the page: a modal dialog with a backdrop,
 * focus trapped inside and the page scroll locked while it is open.
 */
export function Drawer({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  placement = 'left',
  backdrop = true,
  backdropClosable = true,
  closeMobile = false,
  closeDesktop = false,
  onOpen,
  onClose,
  heading,
  width,
  height,
  children,
  ref,
  className,
  style,
  onClick,
  onPointerDown,
  onPointerUp,
  onTouchStart,
  onTouchEnd,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: DrawerProps) {
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
    name: 'Drawer',
  });
  const requestClose = () => setVisible(false);

  // The panel stays through its slide-out animation, then leaves; the backdrop fades out alongside.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const rendered = usePresence(visible, panel);
  useScrollLock(rendered);
  useFocusReturn(visible, panel);
  // Escape is heard on the document, so it works wherever focus ended up (e.g. on the backdrop).
  useOverlayLayer(visible, { onEscape: requestClose });

  const callbacks = useRef({ onOpen, onClose });
  callbacks.current = { onOpen, onClose };
  const opened = useRef(false);
  useEffect(() => {
    if (!visible || opened.current) return;
    opened.current = true;
    callbacks.current.onOpen?.();
  }, [visible]);
  useEffect(() => {
    if (rendered || !opened.current) return;
    opened.current = false;
    callbacks.current.onClose?.();
  }, [rendered]);

  const startedInField = useRef(false);
  const swipe = useSwipe((direction) => {
    if (direction !== SWIPE_TO_CLOSE[placement] || startedInField.current) return;
    // A mouse drag that selected text is reading, not a swipe.
    if (window.getSelection()?.toString()) return;
    requestClose();
  });
  const noteStart = (event: PointerEvent | TouchEvent) => {
    startedInField.current = !!(event.target as Element).closest?.(FIELD_SELECTOR);
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    // A router link prevents the default itself to navigate client-side; that must still close the
    // drawer. Only a preventDefault() in the consumer's own onClick on the drawer opts out.
    const preventedInside = event.defaultPrevented;
    onClick?.(event);
    if (event.defaultPrevented && !preventedInside) return;
    if (!closeMobile && !closeDesktop) return;
    const link = (event.target as Element).closest?.('a');
    if (!link || !event.currentTarget.contains(link)) return;
    const mobile = window.matchMedia(DRAWER_MOBILE_QUERY).matches;
    if (mobile ? closeMobile : closeDesktop) requestClose();
  };

  const panelRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(panelRef, setPanel, ref), [ref]);
  const focusTrapOptions = useMemo(
    () => ({
      fallbackFocus: () => panelRef.current ?? document.body,
      // The backdrop click must reach its handler; Escape and focus return are the overlay layer's.
      allowOutsideClick: true,
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
    }),
    [],
  );

  const headingId = useStableId();
  if (!rendered) return null;

  const state = visible ? 'open' : 'closed';
  const sizeVariables = {
    '--aq-drawer-width': toCssSize(width),
    '--aq-drawer-height': toCssSize(height),
  } as CSSProperties;

  return (
    <Portal>
      {backdrop && (
        <div
          className="aq-drawer__backdrop"
          data-state={state}
          data-placement={placement}
          aria-hidden="true"
          // Keeps focus in the drawer instead of letting the press move it to the page.
          onMouseDown={(event) => event.preventDefault()}
          onClick={backdropClosable ? requestClose : undefined}
        />
      )}
      <FocusTrap active={visible} focusTrapOptions={focusTrapOptions}>
        <div
          {...rest}
          ref={mergedRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={ariaLabelledBy ?? (heading ? headingId : undefined)}
          tabIndex={-1}
          className={cx('aq-drawer', className)}
          style={{ ...sizeVariables, ...style }}
          data-state={state}
          data-placement={placement}
          // While sliding out it can no longer be used.
          inert={!visible || undefined}
          onClick={handleClick}
          onPointerDown={composeHandlers(onPointerDown, (event) => {
            noteStart(event);
            swipe.onPointerDown(event);
          })}
          onPointerUp={composeHandlers(onPointerUp, swipe.onPointerUp)}
          onTouchStart={composeHandlers(onTouchStart, (event) => {
            noteStart(event);
            swipe.onTouchStart(event);
          })}
          onTouchEnd={composeHandlers(onTouchEnd, swipe.onTouchEnd)}
        >
          <div className="aq-drawer__header">
            {heading && (
              <h2 id={headingId} className="aq-drawer__title">
                {heading}
              </h2>
            )}
            <button type="button" className="aq-drawer__close" aria-label="Close" onClick={requestClose}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>
          <div className="aq-drawer__body">{children}</div>
        </div>
      </FocusTrap>
    </Portal>
  );
}
