// Past 300 lines because a third of it is the documented props the API table is made from; the behaviour
// lives in useModalOverlay and the layer stack (library/core), useDrag and useDialogResize.
import './Dialog.scss';
import {
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type MouseEvent,
  type Ref,
} from 'react';
import { FocusTrap } from 'focus-trap-react';
import { Move, X } from 'lucide-react';
import {
  Portal,
  cx,
  dataFlag,
  useControllableState,
  useModalOverlay,
  useStableId,
  useMergedRefs,
  withoutRenamedProps,
  type LayerEventDetails,
  type ModalOverlayProps,
} from '../core/index.ts';
import { closeRules, type CloseStrategy } from './closeRules.ts';
import type { DialogSize, DialogSizeStyle, DragConstraint } from './constants.ts';
import { DialogCloseContext } from './context.ts';
import { useDialogOpenClass } from './openClass.ts';
import { sizeVariables, type DialogSizes } from './sizing.ts';
import { useDialogResize } from './useDialogResize.ts';
import { useDrag, type DragOffset } from './useDrag.ts';

/** What `controlsRef` receives. */
export interface DialogControls {
  /** Moves the dialog back to the centre of the window, shifted by `offset` px when given. */
  resetDrag(offset?: DragOffset): void;
}

// The window's width, height and their limits are DialogSizeStyle's, which a size preset takes too.
export interface DialogProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onClose' | 'children'>, ModalOverlayProps, DialogSizeStyle {
  /** Called with `false` when a person asks the dialog to close: close button, backdrop, Escape or a `DialogClose`. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The element the dialog is rendered into.
   * @default document.body
   */
  container?: Element | null;
  /**
   * Shows the dimmed backdrop behind the dialog.
   * @default true
   */
  backdrop?: boolean;
  /**
   * Shows the close button (an X) in the title bar.
   * @default true
   */
  closeButton?: boolean;
  /**
   * Which gestures close the dialog: `true`, `false` or 'onlyLastStrategy' for both a backdrop press and Escape, or `{ backdrop, escape }` with one of those each. An Escape reaches every open dialog (unless a list, menu or tooltip above them takes it), and each one it may close closes; 'onlyLastStrategy' closes only while this is the topmost open dialog.
   * @default { backdrop: true, escape: true }
   */
  enableClose?: boolean | 'onlyLastStrategy' | { backdrop?: boolean | 'onlyLastStrategy'; escape?: boolean | 'onlyLastStrategy' };
  /**
   * Lets people move the dialog by its title bar, or with the arrow keys on its move button.
   * @default false
   */
  draggable?: boolean;
  /**
   * Where a dragged dialog may go: 'none' anywhere, 'constrain' only inside the window, 'bounce' anywhere but back inside on release.
   * @default 'none'
   */
  dragConstraint?: DragConstraint;
  /**
   * Shows a resize handle in the bottom-right corner (pointer and arrow keys), within the min and max sizes.
   * @default false
   */
  resizable?: boolean;
  /**
   * A size preset: small 400 px, medium 560 px and large 800 px wide with the height of their content, fullScreen the whole window; or the name of one in `sizes`.
   * @default 'medium'
   */
  size?: DialogSize | (string & {});
  /** Size presets to add or change, by name: `{ medium: { width: 640 }, wide: { width: '90%', height: 500 } }`; numbers are px. */
  sizes?: DialogSizes;
  /** Class for the dialog's layer, the element around the backdrop and the window (style the window itself with `className`). */
  windowClass?: string;
  /**
   * Returns the z-index of the dialog's layer (backdrop and window), for a page whose own layers sit higher.
   * @default () => 1050
   */
  zIndexGetter?: () => number;
  /** Called with each press on the backdrop (without one, each press on the page outside the window), before it closes the dialog as enableClose allows; `event.preventDefault()` keeps it open. A press that a list or menu open above the dialog takes first is not one. */
  onBackdropClick?: (event: globalThis.MouseEvent) => void;
  /** Receives `{ resetDrag(offset?) }`, to move a dragged dialog back to the centre from code. */
  controlsRef?: Ref<DialogControls>;
}

/**
 * A modal dialog window over the page (WAI-ARIA dialog pattern): focus moves inside when it opens,
 * stays there and goes back where it was when it closes; the page behind does not scroll. It can be
 * dragged by its title bar and resized by its corner, with a pointer or with the keyboard.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  heading,
  container,
  backdrop = true,
  closeButton = true,
  enableClose = { backdrop: true, escape: true },
  draggable = false,
  dragConstraint = 'none',
  resizable = false,
  size = 'medium',
  sizes,
  windowClass,
  zIndexGetter,
  width,
  minWidth,
  maxWidth,
  height,
  minHeight,
  maxHeight,
  onOpen,
  onClose,
  onBackdropClick,
  controlsRef,
  children,
  ref,
  className,
  style,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Dialog',
  });
  const requestClose = () => setOpen(false);

  const rules = closeRules(enableClose);
  // 'onlyLastStrategy' asks the layer stack whether this is the topmost open dialog.
  const allows = (strategy: CloseStrategy, { topmost }: LayerEventDetails) => (strategy === 'onlyLastStrategy' ? topmost : strategy);
  const layerRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // The window stays through its closing animation, then leaves; the backdrop fades out alongside.
  const overlay = useModalOverlay({
    open,
    // The open dialogs are one group of the layer stack: an Escape that reaches them (no list or tooltip
    // above takes it) goes to each of them, and each closes as its rule says. A dialog that may not close
    // by Escape does not listen, so the key passes it by (to a drawer below, say).
    group: 'dialog',
    onEscape: rules.escape
      ? (_event, layer) => {
          if (allows(rules.escape, layer)) requestClose();
        }
      : undefined,
    // A press on the backdrop — or, without one, on the page around the window — when no list or menu
    // open above the dialog takes it first.
    onOutsidePress:
      backdrop || rules.backdrop || onBackdropClick
        ? (event, layer) => {
            onBackdropClick?.(event);
            if (!event.defaultPrevented && rules.backdrop && allows(rules.backdrop, layer)) requestClose();
          }
        : undefined,
    // With a backdrop, only a press on it is outside. Without, a press is outside unless it is on the
    // window or on something portalled after it (a list, tooltip or dialog opened from this one).
    isInside: (target) => {
      if (backdrop) return !backdropRef.current?.contains(target);
      const layer = layerRef.current;
      return !layer || layer.contains(target) || !!(layer.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    // The first control of the content rather than the title bar's buttons.
    initialFocusWithin: '.aq-dialog__body',
    onOpen,
    onClose,
  });
  useDialogOpenClass(overlay.mounted);

  const panel = overlay.panel as HTMLDivElement | null;
  const panelRef = useRef<HTMLDivElement>(null);
  const drag = useDrag({ target: panelRef, constraint: dragConstraint, disabled: !draggable });
  const { reset: resetDrag } = drag;
  // Each time it opens, the window starts in the centre.
  useLayoutEffect(() => {
    if (panel) resetDrag();
  }, [panel, resetDrag]);
  useImperativeHandle(controlsRef, () => ({ resetDrag }), [resetDrag]);
  const resize = useDialogResize(panel, drag, resizable && !!panel);

  const { ref: overlayRef, ...panelProps } = overlay.panelProps;
  const mergedRef = useMergedRefs(panelRef, overlayRef, ref);

  const headingId = useStableId();
  const hintId = useStableId();
  const resizeHintId = useStableId();
  const closeContext = useMemo(() => () => setOpen(false), [setOpen]);
  if (!overlay.mounted) return null;

  const { state } = overlay;
  const variables = sizeVariables(size, sizes, { width, minWidth, maxWidth, height, minHeight, maxHeight });
  const hasTitleBar = heading !== undefined || closeButton || draggable;

  return (
    <Portal container={container}>
      <div
        ref={layerRef}
        className={cx('aq-dialog-layer', windowClass)}
        style={zIndexGetter ? ({ '--aq-z-dialog': zIndexGetter() } as CSSProperties) : undefined}
        data-state={state}
        data-backdrop={dataFlag(backdrop)}
      >
        {backdrop && (
          <div
            ref={backdropRef}
            className="aq-dialog__backdrop"
            data-state={state}
            aria-hidden="true"
            // Keeps focus in the dialog instead of letting the press move it to the page.
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
          />
        )}
        <FocusTrap {...overlay.focusTrapProps}>
          <div
            {...withoutRenamedProps('Dialog', rest)}
            {...panelProps}
            ref={mergedRef}
            aria-labelledby={ariaLabelledBy ?? (heading !== undefined ? headingId : undefined)}
            className={cx('aq-dialog', className)}
            style={{ ...variables, ...style }}
            data-size={size}
            data-draggable={dataFlag(draggable)}
            data-drag-constraint={draggable ? dragConstraint : undefined}
            data-resizable={dataFlag(resizable)}
            data-dragging={dataFlag(drag.dragging)}
            data-resizing={dataFlag(resize.resizing)}
          >
            {hasTitleBar && (
              <div className="aq-dialog__header" {...(draggable ? drag.handleProps : {})}>
                {draggable && <div className="aq-dialog__drag-marker" aria-hidden="true" />}
                <div className="aq-dialog__title-bar">
                  {heading !== undefined && (
                    <h2 id={headingId} className="aq-dialog__title">
                      {heading}
                    </h2>
                  )}
                  {draggable && (
                    <button
                      type="button"
                      className="aq-dialog__icon-button aq-dialog__move"
                      aria-label="Move dialog"
                      aria-describedby={hintId}
                      aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home"
                      data-drag-handle=""
                      onKeyDown={drag.onHandleKeyDown}
                    >
                      <Move aria-hidden="true" size={16} />
                    </button>
                  )}
                  {closeButton && (
                    <button
                      type="button"
                      className="aq-dialog__icon-button aq-dialog__close"
                      aria-label="Close"
                      onClick={requestClose}
                    >
                      <X aria-hidden="true" size={18} />
                    </button>
                  )}
                </div>
                {draggable && (
                  <span id={hintId} className="aq-visually-hidden">
                    Arrow keys move the dialog, Shift with an arrow moves it further, Home puts it back in the centre.
                  </span>
                )}
              </div>
            )}
            <div className="aq-dialog__body">
              <DialogCloseContext value={closeContext}>{children}</DialogCloseContext>
            </div>
            {resizable && (
              <>
                <div
                  role="separator"
                  tabIndex={0}
                  aria-label="Resize dialog"
                  aria-describedby={resizeHintId}
                  aria-orientation="vertical"
                  aria-valuenow={resize.size.width}
                  aria-valuetext={`Width ${resize.size.width} px, height ${resize.size.height} px`}
                  className="aq-dialog__resize"
                  {...resize.handleProps}
                />
                <span id={resizeHintId} className="aq-visually-hidden">
                  Left and right arrows change the width, up and down the height.
                </span>
              </>
            )}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}
