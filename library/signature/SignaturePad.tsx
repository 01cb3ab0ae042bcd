// Past 300 lines because a third of it is the documented props the API table is made from; the drawing
// itself lives in SignatureSurface, and what remains is the pad's pointer handling and its controls.
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type PointerEvent,
  type Ref,
} from 'react';
import { Button } from '../button/index.ts';
import { canvasColor, colorProp, cx, pxSize, useControllableState, useMessages, useStableId } from '../core/index.ts';
import { colorLabels } from './colorNames.ts';
import {
  SIGNATURE_ASPECT_RATIO,
  SIGNATURE_HEIGHT,
  SIGNATURE_IMAGE_TYPE,
  SIGNATURE_LINE_WIDTH,
  SIGNATURE_POINTER_COLOR,
  SIGNATURE_POINTER_COLORS,
  SIGNATURE_WIDTH,
  type SignatureState,
} from './constants.ts';
import { signatureSizeWarning } from './sizeWarning.ts';
import { SignatureColors } from './SignatureColors.tsx';
import { BLACK, readPaperLook } from './paperLook.ts';
import { SignatureSurface } from './surface.ts';
import { usePaperLook } from './usePaperLook.ts';
import { signatureEnglish } from './english.ts';
import './SignaturePad.scss';

/** What a signature pad offers through `handleRef`. */
export interface SignaturePadHandle {
  /** Wipes the drawing, as the Clear button does (and, like it, calls `onSignatureComplete` with the blank image). */
  clear: () => void;
  /** Whether nothing is drawn. */
  isEmpty: () => boolean;
  /** The drawing as a data URL, in the colours as chosen: a PNG with a transparent background unless another image type is asked for. */
  toDataURL: (type?: string, quality?: number) => string;
}

export interface SignaturePadProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * The drawing surface's width in CSS px (a number, or its text with or without px); on a narrower screen it shrinks to fit. Any other value keeps the default and warns in development.
   * @default 400
   */
  width?: number | string;
  /**
   * The drawing surface's height in CSS px (a number, or its text with or without px); when the pad shrinks it keeps its proportions but gets no flatter than 16:9. Any other value keeps the default and warns in development.
   * @default 150
   */
  height?: number | string;
  /**
   * The pen colours offered as swatches: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …, a var() resolved where the pad is); a value that is no colour is black and warns in development.
   * On the pad black is shown in the theme's text colour (light on the dark theme's paper) and any colour
   * short of 3:1 against the paper in its nearest shade that reaches it; the image keeps them as chosen.
   * @default ['#000000', '#2A7CFF']
   */
  pointerColors?: readonly string[];
  /** Accessible names of the swatches, in the order of `pointerColors`; missing ones are derived from the colour ("Black", "Blue"), in the provider's language. */
  pointerColorLabels?: readonly string[];
  /**
   * The pen colour, when controlled: pair it with onPointerColorChange, or the swatches cannot change it (and it warns in development). It need not be one of `pointerColors`, and is shown on the pad as they are. A value that is no colour draws black and warns in development.
   */
  pointerColor?: string;
  /**
   * The pen colour a pad starts with, when uncontrolled: the swatches change it from there.
   * @default '#000000'
   */
  defaultPointerColor?: string;
  /** Called with the colour chosen from the swatches, as written in `pointerColors`. */
  onPointerColorChange?: (color: string) => void;
  /**
   * Shows the Clear button under the pad; it is disabled while the pad is empty.
   * @default true
   */
  showClearButton?: boolean;
  /**
   * Shows the pen colours under the pad.
   * @default true
   */
  showPointerColors?: boolean;
  /**
   * The width of the pen's line in CSS px.
   * @default 2
   */
  lineWidth?: number;
  /** Called with the drawing as a PNG data URL (`data:image/png;base64,…`, transparent background, colours as chosen) each time a stroke ends, and with the blank image on clear. */
  onSignatureComplete?: (dataUrl: string) => void;
  /** Called with 'signed' when the first stroke begins and with 'empty' when the pad is cleared. */
  onStateChange?: (state: 'empty' | 'signed') => void;
  /**
   * Accessible name of the drawing surface (an image); without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Signature pad'
   */
  padLabel?: string;
  /**
   * The words that describe the drawing surface's state to assistive technology; without it, the nearest AquilaProvider's messages say it (English by default).
   * @default { empty: 'empty', signed: 'signed' }
   */
  stateLabels?: { empty: string; signed: string };
  /**
   * Text of the Clear button; without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Clear'
   */
  clearLabel?: string;
  /**
   * Accessible name of the group of pen colours; without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Pen colour'
   */
  pointerColorsLabel?: string;
  /** Ref receiving the pad's handle: `clear()`, `isEmpty()` and `toDataURL()`. */
  handleRef?: Ref<SignaturePadHandle>;
  /** Ref to the pad's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A pad to sign on with a mouse, a pen or a finger. Each finished stroke hands the drawing over as a
 * PNG data URL; the pad has pen colours to choose from and a Clear button, and says whether it is
 * empty or signed. Its paper and default ink follow the theme; the image is the same in either.
 */
export function SignaturePad({
  width: widthProp = SIGNATURE_WIDTH,
  height: heightProp = SIGNATURE_HEIGHT,
  pointerColors = SIGNATURE_POINTER_COLORS,
  pointerColorLabels,
  pointerColor: pointerColorProp,
  defaultPointerColor = SIGNATURE_POINTER_COLOR,
  onPointerColorChange,
  showClearButton = true,
  showPointerColors = true,
  lineWidth = SIGNATURE_LINE_WIDTH,
  onSignatureComplete,
  onStateChange,
  padLabel: padLabelProp,
  stateLabels: stateLabelsProp,
  clearLabel: clearLabelProp,
  pointerColorsLabel: pointerColorsLabelProp,
  handleRef,
  className,
  style,
  ref,
  ...rest
}: SignaturePadProps) {
  const messages = useMessages('signature', signatureEnglish);
  const padLabel = padLabelProp ?? messages.pad;
  const stateLabels = stateLabelsProp ?? messages;
  const clearLabel = clearLabelProp ?? messages.clear;
  const pointerColorsLabel = pointerColorsLabelProp ?? messages.penColors;
  const width = pxSize(widthProp, SIGNATURE_WIDTH, (value) => signatureSizeWarning('width', value));
  const height = pxSize(heightProp, SIGNATURE_HEIGHT, (value) => signatureSizeWarning('height', value));
  const [pointerColor, setPointerColor] = useControllableState({
    value: pointerColorProp,
    defaultValue: defaultPointerColor,
    onChange: onPointerColorChange,
    name: 'SignaturePad',
    prop: 'pointerColor',
    // Without swatches nothing can change the colour: a fixed pointerColor is then all there is to say.
    hasHandler: onPointerColorChange !== undefined || !showPointerColors,
  });
  const penColor = useMemo(
    () => colorProp(pointerColor, { prop: 'SignaturePad pointerColor', fallback: SIGNATURE_POINTER_COLOR })!.css,
    [pointerColor],
  );
  const swatches = useMemo(
    () =>
      pointerColors.map((color) =>
        colorProp(color, { prop: 'SignaturePad pointerColors', fallback: SIGNATURE_POINTER_COLOR, computes: true })!,
      ),
    [pointerColors],
  );
  const cssColors = useMemo(() => swatches.map((color) => color.css), [swatches]);
  const labels = useMemo(() => colorLabels(swatches, pointerColorLabels, messages), [swatches, pointerColorLabels, messages]);

  const [surface] = useState(() => new SignatureSurface({ width, height }));
  const [state, setState] = useState<SignatureState>('empty');
  const stateRef = useRef<SignatureState>('empty');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const activePointer = useRef<number | null>(null);
  const stateId = useStableId();
  const radioName = useStableId();

  // Pointer handlers and the handle may run before the next render commits; they read the latest
  // callbacks from here.
  const callbacks = useRef({ onSignatureComplete, onStateChange });
  useLayoutEffect(() => {
    callbacks.current = { onSignatureComplete, onStateChange };
  });

  const changeState = (next: SignatureState) => {
    if (stateRef.current === next) return;
    stateRef.current = next;
    setState(next);
    callbacks.current.onStateChange?.(next);
  };
  const complete = () => callbacks.current.onSignatureComplete?.(surface.toDataURL(SIGNATURE_IMAGE_TYPE));

  const clear = () => {
    activePointer.current = null;
    surface.clear();
    changeState('empty');
    complete();
  };

  useImperativeHandle(handleRef, () => ({
    clear,
    isEmpty: () => surface.isEmpty,
    toDataURL: (type = SIGNATURE_IMAGE_TYPE, quality) => surface.toDataURL(type, quality),
  }));

  useLayoutEffect(() => {
    surface.attach(canvasRef.current);
    surface.setFallback({ width, height });
    surface.fit();
  }, [surface, width, height]);
  usePaperLook(surface, canvasRef);

  // The buffer follows the canvas's CSS size (the pad shrinking on a narrow screen) and the device
  // pixel ratio (browser zoom, or the window moved to another screen).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(() => surface.fit());
    observer.observe(canvas);
    let media: MediaQueryList | null = null;
    const watchRatio = () => {
      media?.removeEventListener('change', onRatioChange);
      media = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      media.addEventListener('change', onRatioChange);
    };
    const onRatioChange = () => {
      surface.fit();
      watchRatio();
    };
    watchRatio();
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', onRatioChange);
    };
  }, [surface]);

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    // One stroke at a time (a second finger is ignored), and only the main button draws: a right
    // click or a pen's eraser button does not.
    if (activePointer.current !== null || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Capture only keeps the stroke going outside the canvas; without it, leaving ends the stroke.
    }
    activePointer.current = event.pointerId;
    surface.setLook(readPaperLook(event.currentTarget));
    // A canvas cannot paint a var() or currentColor: the canvas's own CSS resolves it, now.
    surface.begin(event.clientX, event.clientY, canvasColor(penColor, event.currentTarget) ?? BLACK, lineWidth);
    changeState('signed');
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== activePointer.current) return;
    // A fast pen reports several positions per frame; the coalesced ones keep its curves round.
    const coalesced = event.nativeEvent.getCoalescedEvents?.();
    surface.extend(coalesced?.length ? coalesced : [event]);
  };

  const finishStroke = (event: PointerEvent<HTMLCanvasElement>, withPosition: boolean) => {
    if (event.pointerId !== activePointer.current) return;
    activePointer.current = null;
    if (withPosition) surface.extend([event]);
    if (surface.end()) complete();
  };

  const showToolbar = showPointerColors || showClearButton;
  return (
    <div
      {...rest}
      ref={ref}
      className={cx('aq-signature', className)}
      style={
        {
          '--aq-signature-width': width,
          '--aq-signature-height': height,
          '--aq-signature-min-aspect': SIGNATURE_ASPECT_RATIO,
          ...style,
        } as CSSProperties
      }
      data-state={state}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={padLabel}
        aria-describedby={stateId}
        className="aq-signature__canvas"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={(event) => finishStroke(event, true)}
        onPointerCancel={(event) => finishStroke(event, false)}
        onLostPointerCapture={(event) => finishStroke(event, false)}
        onPointerLeave={(event) => {
          // With capture the stroke goes on outside and ends where the pointer is released.
          if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) finishStroke(event, true);
        }}
      />
      <span id={stateId} hidden>
        {stateLabels[state]}
      </span>
      {showToolbar && (
        <div className="aq-signature__toolbar">
          {showPointerColors && (
            <SignatureColors
              colors={pointerColors}
              cssColors={cssColors}
              labels={labels}
              selected={cssColors.indexOf(penColor)}
              name={radioName}
              groupLabel={pointerColorsLabel}
              onSelect={setPointerColor}
            />
          )}
          {showClearButton && (
            // Marked, not disabled, while there is nothing to clear: a keyboard user who has just cleared keeps focus here.
            <Button
              variant="outlined"
              className="aq-signature__clear"
              aria-disabled={state === 'empty'}
              onClick={() => {
                if (stateRef.current !== 'empty') clear();
              }}
            >
              {clearLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
