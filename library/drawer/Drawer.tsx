import './Drawer.scss';
import { useRef, type ComponentPropsWithoutRef, type CSSProperties, type MouseEvent } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { X } from 'lucide-react';
import {
  cssSize,
  cx,
  dataFlag,
  Portal,
  type SwipeDirection,
  useControllableState,
  useMergedRefs,
  useMessages,
  useModalOverlay,
  useStableId,
  useSwipe,
  withoutRenamedProps,
  type ModalOverlayProps,
} from '../core/index.ts';
import { drawerEnglish } from './english.ts';

export type DrawerPlacement = 'top' | 'right' | 'bottom' | 'left';

const SWIPE_TO_CLOSE: Record<DrawerPlacement, SwipeDirection> = {
  top: 'up',
  right: 'right',
  bottom: 'down',
  left: 'left',
};

/** How far (px) a press on the handle may move and still be a click. */
const HANDLE_DRAG_DISTANCE = 10;

export interface DrawerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onClose' | 'children'>, ModalOverlayProps {
  /** Called with `false` when a person asks the drawer to close (backdrop, close button, handle, swipe, Escape); it then slides out for 500 ms, and `onClose` follows. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The edge the drawer slides in from.
   * @default 'left'
   */
  placement?: DrawerPlacement;
  /**
   * Dims the page behind the drawer; when false the layer behind it stays, invisible, and still closes it on a press when `backdropClosable`.
   * @default true
   */
  backdrop?: boolean;
  /**
   * Whether a press on the backdrop closes the drawer.
   * @default true
   */
  backdropClosable?: boolean;
  /**
   * Shows a drag-handle bar (at the top of the panel, or at the bottom of a top drawer) that closes it on a swipe toward the drawer's edge, or on a click.
   * @default false
   */
  closeMobile?: boolean;
  /**
   * Shows the × close button in the header (only while `closeMobile` is off).
   * @default false
   */
  closeDesktop?: boolean;
  /**
   * Accessible name of the close button and the drag handle; without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Close'
   */
  closeLabel?: string;
  /** Panel width of a left or right drawer: px as 320 or "320" or "320px", or any CSS length ("30rem", "50%"); defaults to 20rem (also for a value that is no size, which warns in development), at most the viewport. */
  width?: number | string;
  /** Panel height of a top or bottom drawer: px as 320 or "320" or "320px", or any CSS length ("40vh"); defaults to 20rem (also for a value that is no size, which warns in development), at most the viewport. */
  height?: number | string;
}

/**
 * A panel that slides in from an edge of the screen over the page: a modal dialog with a backdrop,
 * focus trapped inside and the page scroll locked while it is open.
 */
export function Drawer({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'left',
  backdrop = true,
  backdropClosable = true,
  closeMobile = false,
  closeDesktop = false,
  closeLabel: closeLabelProp,
  onOpen,
  onClose,
  heading,
  width,
  height,
  children,
  ref,
  className,
  style,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: DrawerProps) {
  const drawerMessages = useMessages('drawer', drawerEnglish);
  const closeLabel = closeLabelProp ?? drawerMessages.close;
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Drawer',
  });
  const requestClose = () => {
    if (open) setOpen(false);
  };

  const backdropRef = useRef<HTMLDivElement>(null);
  // The panel stays through its slide-out animation, then leaves; the backdrop fades out alongside.
  const overlay = useModalOverlay({
    open,
    // Escape is heard on the document, so it works wherever focus ended up (e.g. on the backdrop).
    onEscape: requestClose,
    // The backdrop, seen or not, covers the page: a press on it is the one press outside the drawer
    // (a list or menu opened from the drawer, above it, takes its own presses first).
    onOutsidePress: () => {
      if (backdropClosable) requestClose();
    },
    isInside: (target) => !backdropRef.current?.contains(target),
    onOpen,
    onClose,
  });

  const swipe = useSwipe((direction) => {
    if (direction === SWIPE_TO_CLOSE[placement]) requestClose();
  });
  // A press that moved is a drag: it closes only toward the edge (above), not as a click.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onHandleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    const dragged =
      event.detail > 0 && !!start && Math.hypot(event.clientX - start.x, event.clientY - start.y) >= HANDLE_DRAG_DISTANCE;
    if (!dragged) requestClose();
  };

  const { ref: overlayRef, ...panelProps } = overlay.panelProps;
  const mergedRef = useMergedRefs(overlayRef, ref);

  const headingId = useStableId();
  if (!overlay.mounted) return null;

  const { state } = overlay;
  const closeButton = closeDesktop && !closeMobile;
  const handle = closeMobile && (
    <button
      type="button"
      className="aq-drawer__handle"
      aria-label={closeLabel}
      onClick={onHandleClick}
      onPointerDown={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
        // The release of a swipe lands past the handle; captured, it still comes back to it.
        if (event.pointerType !== 'touch') event.currentTarget.setPointerCapture?.(event.pointerId);
        swipe.onPointerDown(event);
      }}
      onPointerUp={swipe.onPointerUp}
      onTouchStart={swipe.onTouchStart}
      onTouchEnd={swipe.onTouchEnd}
    >
      <span className="aq-drawer__handle-bar" />
    </button>
  );
  const sizeVariables = {
    '--aq-drawer-width': cssSize(width, 'Drawer width'),
    '--aq-drawer-height': cssSize(height, 'Drawer height'),
  } as CSSProperties;

  return (
    <Portal>
      <div
        ref={backdropRef}
        className="aq-drawer__backdrop"
        data-state={state}
        data-placement={placement}
        // Without a backdrop the layer stays, unseen: it still takes the press that closes the drawer.
        data-invisible={backdrop ? undefined : ''}
        data-closable={dataFlag(backdropClosable)}
        aria-hidden="true"
        // Keeps focus in the drawer instead of letting the press move it to the page.
        onMouseDown={(event) => event.preventDefault()}
      />
      <FocusTrap {...overlay.focusTrapProps}>
        <div
          {...withoutRenamedProps('Drawer', rest)}
          {...panelProps}
          ref={mergedRef}
          aria-labelledby={ariaLabelledBy ?? (heading ? headingId : undefined)}
          className={cx('aq-drawer', className)}
          style={{ ...sizeVariables, ...style }}
          data-placement={placement}
        >
          {placement !== 'top' && handle}
          {(heading || closeButton) && (
            <div className="aq-drawer__header">
              {heading && (
                <h2 id={headingId} className="aq-drawer__title">
                  {heading}
                </h2>
              )}
              {closeButton && (
                <button type="button" className="aq-drawer__close" aria-label={closeLabel} onClick={requestClose}>
                  <X aria-hidden="true" size={18} />
                </button>
              )}
            </div>
          )}
          <div className="aq-drawer__body">{children}</div>
          {placement === 'top' && handle}
          {/* With no close control drawn, screen-reader users (who cannot press Escape on a touch screen) still get one. */}
          {!closeMobile && !closeButton && (
            <button type="button" className="aq-drawer__dismiss aq-visually-hidden" tabIndex={-1} onClick={requestClose}>
              {closeLabel}
            </button>
          )}
        </div>
      </FocusTrap>
    </Portal>
  );
}
