import {
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { cx, dataFlag, useDirection, useMergedRefs, useMessages, useStableId, withoutRenamedProps } from '../core/index.ts';
import {
  RESIZE_MIN_HEIGHT,
  RESIZE_MIN_WIDTH,
  RESIZE_STEP,
  RESIZE_STEP_LARGE,
  type ResizeDirection,
  type ResizeMarkerPosition,
  type ResizeSize,
} from './constants.ts';
import { cursorOf, mirroredMarker, resizeBy, resizeByKey, type PanelSize, type ResizeRules } from './geometry.ts';
import { readPanel, usePanelSize } from './usePanelSize.ts';
import { resolveResizable } from './validate.ts';
import { resizeEnglish } from './english.ts';
import './Resizable.scss';

export interface ResizableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onResize'> {
  /**
   * Width the panel starts with, in px (300, or as text "300" or "300px"). 0 sets none: the panel keeps the width your layout gives it (a block fills its container). Changing it sets the width again. Any other value keeps 0 and warns in development.
   * @default 0
   */
  width?: number | string;
  /**
   * The narrowest the panel can be made, in px (a number, or its text with or without px); it holds from the start, also in a narrower container. Any other value keeps the default and warns in development.
   * @default 100
   */
  minWidth?: number | string;
  /**
   * The lowest the panel can be made, in px (a number, or its text with or without px); it holds from the start. Any other value keeps the default and warns in development.
   * @default 100
   */
  minHeight?: number | string;
  /**
   * Where the handle sits: a corner, or the middle of an edge (then it runs along that edge). Right to left
   * (`AquilaProvider dir="rtl"`) the layout mirrors, and left and right swap.
   * @default 'bottom-right'
   */
  markerPosition?: ResizeMarkerPosition;
  /**
   * Which sizes the handle changes: both, only the width, or only the height.
   * @default 'diagonal'
   */
  resizeDirection?: ResizeDirection;
  /** Called with the panel's size in px when the pointer lets go of the handle, and after each key that changes it. */
  onResize?: (size: ResizeSize) => void;
  /**
   * Accessible name of the handle; name the panel in it, e.g. "Resize notes", when there is more than one; without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Resize'
   */
  handleLabel?: string;
  /** Ref to the panel's div element. */
  ref?: Ref<HTMLDivElement>;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: PanelSize;
  last: ResizeSize;
}

const widthFrom = (startWidth: number) => (startWidth > 0 ? startWidth : undefined);

function valueText(direction: ResizeDirection, size: ResizeSize): string {
  if (direction === 'horizontal') return `Width ${size.width} px`;
  if (direction === 'vertical') return `Height ${size.height} px`;
  return `Width ${size.width} px, height ${size.height} px`;
}

/**
 * A panel people resize by dragging its handle with a mouse, pen or finger, or by focusing the handle and
 * pressing the arrow keys (WAI-ARIA window splitter pattern: the handle is a focusable separator).
 * A value it cannot use is replaced by the default and reported once in development, naming the prop.
 */
export function Resizable({
  width: widthProp = 0,
  minWidth: minWidthProp = RESIZE_MIN_WIDTH,
  minHeight: minHeightProp = RESIZE_MIN_HEIGHT,
  markerPosition: markerPositionProp = 'bottom-right',
  resizeDirection: resizeDirectionProp = 'diagonal',
  onResize,
  handleLabel: handleLabelProp,
  id,
  className,
  style,
  children,
  ref,
  ...rest
}: ResizableProps) {
  const resizeMessages = useMessages('resize', resizeEnglish);
  const dir = useDirection();
  const handleLabel = handleLabelProp ?? resizeMessages.handle;
  const {
    width: startWidth,
    minWidth,
    minHeight,
    markerPosition,
    resizeDirection,
  } = resolveResizable({
    width: widthProp,
    minWidth: minWidthProp,
    minHeight: minHeightProp,
    markerPosition: markerPositionProp,
    resizeDirection: resizeDirectionProp,
  });
  const panelId = useStableId(id);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelRefs = useMergedRefs(panelRef, ref);
  const drag = useRef<Drag | null>(null);
  const [resizing, setResizing] = useState(false);
  // Undefined until resized: the layout (and the consumer's style) decides that size.
  const [width, setWidth] = useState(() => widthFrom(startWidth));
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [appliedWidthProp, setAppliedWidthProp] = useState(startWidth);
  if (appliedWidthProp !== startWidth) {
    setAppliedWidthProp(startWidth);
    setWidth(widthFrom(startWidth));
  }
  const [measured, setMeasured] = usePanelSize(panelRef, {
    width: Math.max(minWidth, widthFrom(startWidth) ?? 0),
    height: minHeight,
  });

  // Reports the size once the change is laid out, still inside the person's event: the size that was not
  // resized may have moved with the other (text that rewraps in a wider panel makes it lower), and the
  // layout's size is the true one. `fallback` stands in when the panel has no layout (hidden).
  const commitAndReport = (change: () => void, fallback: ResizeSize) => {
    flushSync(change);
    const laidOut = readPanel(panelRef.current);
    onResize?.(laidOut ? { width: laidOut.width, height: laidOut.height } : fallback);
  };

  const marker = mirroredMarker(markerPosition, dir);
  const rules: ResizeRules = { direction: resizeDirection, marker, minWidth, minHeight };
  const vertical = resizeDirection === 'vertical';

  // A size the layout decides stays the layout's until it really changes: a click on the handle does not pin it.
  const apply = (start: PanelSize, next: ResizeSize) => {
    setWidth((previous) => (previous === undefined && next.width === start.width ? previous : next.width));
    setHeight((previous) => (previous === undefined && next.height === start.height ? previous : next.height));
    setMeasured({ ...next, maxWidth: start.maxWidth });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Only the primary button of the first pointer; a second finger does not start a second resize.
    if (event.button !== 0 || event.isPrimary === false || drag.current) return;
    const start = readPanel(panelRef.current) ?? measured;
    // No text selection and no native drag while resizing; focus goes to the handle as a slider's would.
    event.preventDefault();
    const handle = event.currentTarget;
    handle.focus({ preventScroll: true });
    // Capture keeps the moves coming to the handle when the pointer outruns it or leaves the window.
    handle.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start, last: start };
    setResizing(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    active.last = resizeBy(active.start, event.clientX - active.x, event.clientY - active.y, rules);
    apply(active.start, active.last);
  };

  // Release, cancel (the browser took the pointer) and lost capture all end the resize; the first one reports it.
  const finish = (event: ReactPointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    drag.current = null;
    commitAndReport(() => setResizing(false), active.last);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const start = readPanel(panelRef.current) ?? measured;
    const next = resizeByKey(start, event.key, event.shiftKey ? RESIZE_STEP_LARGE : RESIZE_STEP, rules);
    if (!next) return;
    event.preventDefault();
    if (next.width === start.width && next.height === start.height) return;
    commitAndReport(() => apply(start, next), next);
  };

  const size: CSSProperties = {
    minWidth,
    minHeight,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };

  return (
    <div
      {...withoutRenamedProps('Resizable', rest)}
      id={panelId}
      ref={panelRefs}
      className={cx('aq-resizable', className)}
      // The consumer's width or height is where the panel starts; once resized, its own size wins.
      style={{ ...style, ...size }}
      data-marker={marker}
      data-direction={resizeDirection}
      data-resizing={dataFlag(resizing)}
    >
      <div className="aq-resizable__content">{children}</div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={handleLabel}
        aria-controls={panelId}
        // A handle that changes the width is a vertical separator; one that changes only the height, horizontal.
        aria-orientation={vertical ? 'horizontal' : 'vertical'}
        aria-valuenow={vertical ? measured.height : measured.width}
        aria-valuemin={vertical ? minHeight : minWidth}
        aria-valuemax={vertical || measured.maxWidth === undefined ? undefined : Math.max(minWidth, measured.maxWidth)}
        aria-valuetext={valueText(resizeDirection, measured)}
        className="aq-resizable__handle"
        style={{ cursor: cursorOf(resizeDirection, marker) }}
        data-marker={marker}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
