import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { composeHandlers, cx, dataFlag, mergeRefs, useControllableState, useStableId } from '../core';
import {
  AUTO_CROP_DELAY,
  CROPPER_HANDLES,
  CROPPER_KEYBOARD_HELP,
  IMAGE_CROPPER_ERRORS,
  MEASURE_MAX_RETRIES,
  MEASURE_RETRY_INTERVAL,
  PINCH_UNAVAILABLE_WARNING,
  cropperAnnouncement,
  stepAnnouncement,
  type CropperHandle,
} from './constants';
import { cropImage } from './cropImage';
import { fitPosition, initialPosition, movePosition, pinchPosition, rescalePosition, resizePosition } from './geometry';
import { keyAction } from './keyboard';
import { frameRules, type LimitSettings } from './limits';
import { loadImage, readSource, showImage, type ImageSource } from './loadImage';
import { cssTransform, imagePosition, translatedBy } from './output';
import { containRatioOf, resolveSettings } from './settings';
import type {
  CropperPosition,
  Dimensions,
  ImageCroppedEvent,
  ImageCropperAlign,
  ImageCropperFormat,
  ImageCropperHandle,
  ImageCropperOptions,
  ImageCropperOutput,
  ImageTransform,
  LoadedImage,
} from './types';
import { useGestures } from './useGestures';
import './ImageCropper.scss';

export interface ImageCropperProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'hidden'> {
  /** The change event of a file input: its first file is loaded. Keep the input's files until the image has loaded. */
  imageChangedEvent?: ChangeEvent<HTMLInputElement> | Event | null;
  /** An address to load the image from: fetched with GET and read as a blob (the server must allow the request). */
  imageURL?: string;
  /** The image as a data URL (`data:image/png;base64,…`) or bare base64. */
  imageBase64?: string;
  /** The image as a File or Blob. */
  imageFile?: Blob | null;
  /**
   * Alternative text of the image being cropped.
   * @default 'Image to crop'
   */
  imageAltText?: string;
  /** Any of the settings at once; a prop of the same name wins over it. */
  options?: Partial<ImageCropperOptions>;
  /**
   * Accessible name of the crop area, which takes focus and is moved and resized with the keyboard.
   * @default 'Crop area'
   */
  cropperFrameAriaLabel?: string;
  /**
   * What onImageCropped carries: a Blob with an object URL, or a data URL in base64.
   * @default 'blob'
   */
  output?: ImageCropperOutput;
  /**
   * Image format of the output.
   * @default 'png'
   */
  format?: ImageCropperFormat;
  /**
   * Crops after every change of the crop area, the transform or an output setting, once the changes settle (100 ms) and the pointer is released.
   * @default true
   */
  autoCrop?: boolean;
  /** The crop area in px of the image as displayed; controlled when given (null lets the cropper place it), with onCropperChange. */
  cropper?: CropperPosition | null;
  /** Where the crop area starts on each image, uncontrolled; centred and as large as allowed when left out. */
  defaultCropper?: CropperPosition;
  /** Shift, zoom, turn and mirror of the image; controlled when given, with onTransformChange. */
  transform?: ImageTransform;
  /** The transform to start with, uncontrolled. */
  defaultTransform?: ImageTransform;
  /**
   * Keeps the crop area at aspectRatio.
   * @default true
   */
  maintainAspectRatio?: boolean;
  /**
   * Width ÷ height of the crop area (4 / 3, 16 / 9 …); must be greater than 0 while maintainAspectRatio is on.
   * @default 1
   */
  aspectRatio?: number;
  /**
   * Puts the crop area back in the middle, as large as allowed, when the aspect ratio changes; otherwise it keeps its middle.
   * @default true
   */
  resetCropOnAspectRatioChange?: boolean;
  /**
   * Width of the output in px (0: the crop's own); with resizeToHeight too, the smaller scale wins.
   * @default 0
   */
  resizeToWidth?: number;
  /**
   * Height of the output in px (0: the crop's own).
   * @default 0
   */
  resizeToHeight?: number;
  /**
   * Smallest width of the crop area in px of the image; never less than 20 px as displayed.
   * @default 0
   */
  cropperMinWidth?: number;
  /**
   * Smallest height of the crop area in px of the image; never less than 20 px as displayed.
   * @default 0
   */
  cropperMinHeight?: number;
  /**
   * Largest width of the crop area in px of the image; 20 or less means no limit.
   * @default 0
   */
  cropperMaxWidth?: number;
  /**
   * Largest height of the crop area in px of the image; 20 or less means no limit.
   * @default 0
   */
  cropperMaxHeight?: number;
  /**
   * Fixed width of the crop area in px of the image (0: not fixed); with a static height the area only moves.
   * @default 0
   */
  cropperStaticWidth?: number;
  /**
   * Fixed height of the crop area in px of the image (0: not fixed).
   * @default 0
   */
  cropperStaticHeight?: number;
  /**
   * Quarter turns clockwise applied to the image before cropping (the crop area starts again).
   * @default 0
   */
  canvasRotation?: number;
  /**
   * How many px an arrow key moves or resizes the crop area; keys 1 to 9 change it.
   * @default 3
   */
  initialStepSize?: number;
  /**
   * Shows the crop area as a circle (the output is still the square around it).
   * @default false
   */
  roundCropper?: boolean;
  /**
   * With resizeToWidth or resizeToHeight, only ever makes the output smaller.
   * @default false
   */
  onlyScaleDown?: boolean;
  /**
   * Quality of jpeg and webp output, 0 to 100.
   * @default 92
   */
  imageQuality?: number;
  /** Colour under the image in the output (transparent areas, padding, jpeg), also shown around the image; none when left out. */
  backgroundColor?: string;
  /**
   * Pads the image to the aspect ratio, so a crop area of that shape can hold all of it.
   * @default false
   */
  containWithinAspectRatio?: boolean;
  /**
   * Hides the squares drawn on the corners and edges; the area can still be resized there.
   * @default false
   */
  hideResizeSquares?: boolean;
  /**
   * Lets the image be dragged around under the crop area (this changes the transform).
   * @default false
   */
  allowMoveImage?: boolean;
  /**
   * Accepts only png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp, x-icon and vnd.microsoft.icon images.
   * @default true
   */
  checkImageType?: boolean;
  /**
   * Places the image at the left of the cropper or in its middle.
   * @default 'center'
   */
  alignImage?: ImageCropperAlign;
  /**
   * Hides the resize handles and ignores pointer and keyboard; the crop area stays where it is.
   * @default false
   */
  disabled?: boolean;
  /**
   * Hides the cropper (it takes no room) but keeps its state; a resize that happens meanwhile is applied when it is shown again.
   * @default false
   */
  hidden?: boolean;
  /** Called with each crop: size, positions, and the image as a blob and object URL or as base64. */
  onImageCropped?: (event: ImageCroppedEvent) => void;
  /** Called as a crop starts. */
  onStartCropImage?: () => void;
  /** Called when an image is decoded and placed, before the crop area appears. */
  onImageLoaded?: (image: LoadedImage) => void;
  /** Called when the crop area appears, with the displayed image's size. */
  onCropperReady?: (size: Dimensions) => void;
  /** Called when an image cannot be read, decoded or shown; the reason is logged to the console. */
  onLoadImageFailed?: () => void;
  /** Called with the transform after the image was dragged. */
  onTransformChange?: (transform: ImageTransform) => void;
  /** Called with the crop area after each change, in px of the image as displayed. */
  onCropperChange?: (position: CropperPosition) => void;
  /** Receives `crop(output?)`, to crop when you choose (with autoCrop off, for example). */
  handleRef?: Ref<ImageCropperHandle>;
  /** Ref to the cropper's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The displayed image's size and where it sits in the cropper. */
interface Layout extends Dimensions {
  left: number;
  top: number;
}

type Phase = 'empty' | 'loading' | 'failed';

const NO_TRANSFORM: ImageTransform = {};

const fileOf = (event: ImageCropperProps['imageChangedEvent']) => (event?.target as HTMLInputElement | null)?.files?.[0] ?? null;

const limitsOf = (settings: ImageCropperOptions): LimitSettings => ({
  maintainAspectRatio: settings.maintainAspectRatio,
  aspectRatio: settings.aspectRatio,
  cropperMinWidth: settings.cropperMinWidth,
  cropperMinHeight: settings.cropperMinHeight,
  cropperMaxWidth: settings.cropperMaxWidth,
  cropperMaxHeight: settings.cropperMaxHeight,
  cropperStaticWidth: settings.cropperStaticWidth,
  cropperStaticHeight: settings.cropperStaticHeight,
});

const measure = (image: HTMLImageElement): Layout => ({
  width: image.offsetWidth,
  height: image.offsetHeight,
  left: image.offsetLeft,
  top: image.offsetTop,
});

/** Revokes the object URLs of `image` that `keep` does not use. */
function release(image: LoadedImage | null, keep?: LoadedImage | null) {
  if (!image) return;
  const kept = new Set([keep?.original.objectUrl, keep?.transformed.objectUrl]);
  for (const url of new Set([image.original.objectUrl, image.transformed.objectUrl])) {
    if (!kept.has(url)) URL.revokeObjectURL(url);
  }
}

/**
 * Loads an image (a chosen file, an address, base64 or a File), shows it with a crop area that can be moved
 * and resized with a pointer, two fingers or the keyboard, and hands over the cropped part as a Blob or base64.
 */
export function ImageCropper(props: ImageCropperProps) {
  const {
    imageChangedEvent,
    imageURL,
    imageBase64,
    imageFile,
    imageAltText = 'Image to crop',
    options,
    cropperFrameAriaLabel,
    output,
    format,
    autoCrop,
    cropper,
    defaultCropper,
    transform,
    defaultTransform,
    maintainAspectRatio,
    aspectRatio,
    resetCropOnAspectRatioChange,
    resizeToWidth,
    resizeToHeight,
    cropperMinWidth,
    cropperMinHeight,
    cropperMaxWidth,
    cropperMaxHeight,
    cropperStaticWidth,
    cropperStaticHeight,
    canvasRotation,
    initialStepSize,
    roundCropper,
    onlyScaleDown,
    imageQuality,
    backgroundColor,
    containWithinAspectRatio,
    hideResizeSquares,
    allowMoveImage,
    checkImageType,
    alignImage,
    disabled = false,
    hidden = false,
    onImageCropped,
    onStartCropImage,
    onImageLoaded,
    onCropperReady,
    onLoadImageFailed,
    onTransformChange,
    onCropperChange,
    handleRef,
    ref,
    className,
    style,
    onPointerDown,
    onKeyDown,
    ...rest
  } = props;

  const settings = resolveSettings(options, {
    output,
    format,
    autoCrop,
    maintainAspectRatio,
    aspectRatio,
    resetCropOnAspectRatioChange,
    resizeToWidth,
    resizeToHeight,
    cropperMinWidth,
    cropperMinHeight,
    cropperMaxWidth,
    cropperMaxHeight,
    cropperStaticWidth,
    cropperStaticHeight,
    canvasRotation,
    initialStepSize,
    roundCropper,
    onlyScaleDown,
    imageQuality,
    backgroundColor,
    containWithinAspectRatio,
    hideResizeSquares,
    allowMoveImage,
    checkImageType,
    alignImage,
    cropperFrameAriaLabel,
  });

  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  const [phase, setPhase] = useState<Phase>('empty');
  const [layout, setLayout] = useState<Layout | null>(null);
  const [position, setPosition] = useControllableState<CropperPosition | null>({
    value: cropper,
    defaultValue: null,
    onChange: (next) => next && onCropperChange?.(next),
    name: 'ImageCropper',
    prop: 'cropper',
    hasHandler: onCropperChange !== undefined,
  });
  const [currentTransform, setTransform] = useControllableState<ImageTransform>({
    value: transform,
    defaultValue: defaultTransform ?? NO_TRANSFORM,
    onChange: onTransformChange,
    name: 'ImageCropper',
    prop: 'transform',
  });
  const [stepChoice, setStepChoice] = useState<{ from: number; size: number } | null>(null);
  const step = stepChoice?.from === settings.initialStepSize ? stepChoice.size : settings.initialStepSize;
  const [announcement, setAnnouncement] = useState('');

  const limits = limitsOf(settings);
  const limitsKey = Object.values(limits).join();
  const { width: shownWidth, height: shownHeight } = layout ?? { width: 0, height: 0 };
  const rules = useMemo(
    () =>
      loaded && shownWidth > 0
        ? frameRules(limitsOf(settings), { width: shownWidth, height: shownHeight }, loaded.transformed.size)
        : null,
    // The rules follow the limits' values, not the settings object made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, shownWidth, shownHeight, limitsKey],
  );
  const frame = rules && position ? fitPosition(position, rules) : null;

  const rootRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const helpId = `${useStableId()}-help`;
  const latest = useRef({
    settings,
    loaded,
    layout,
    rules,
    frame,
    position,
    transform: currentTransform,
    hidden,
    disabled,
    setPosition,
  });
  latest.current = { settings, loaded, layout, rules, frame, position, transform: currentTransform, hidden, disabled, setPosition };
  const handlers = useRef({ onImageCropped, onStartCropImage, onImageLoaded, onCropperReady, onLoadImageFailed });
  handlers.current = { onImageCropped, onStartCropImage, onImageLoaded, onCropperReady, onLoadImageFailed };
  const given = useRef({ cropper, defaultCropper });
  given.current = { cropper, defaultCropper };

  // ---- Loading -------------------------------------------------------------------------------------------
  const loadedRef = useRef<LoadedImage | null>(null);
  const loadToken = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const showKey = `${settings.canvasRotation}|${containRatioOf(settings)}`;
  const shownWith = useRef(showKey);

  const show = useCallback((next: LoadedImage | null) => {
    release(loadedRef.current, next);
    loadedRef.current = next;
    setLoaded(next);
    setLayout(null);
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      console.error(error);
      show(null);
      setPhase('failed');
      handlers.current.onLoadImageFailed?.();
    },
    [show],
  );

  const startLoad = useCallback(
    (source: ImageSource) => {
      const token = ++loadToken.current;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      show(null);
      setPhase('loading');
      void (async () => {
        try {
          const bytes = await readSource(source, controller.signal);
          const { settings: now } = latest.current;
          const key = `${now.canvasRotation}|${containRatioOf(now)}`;
          const image = await loadImage(bytes, {
            checkImageType: now.checkImageType,
            canvasRotation: now.canvasRotation,
            containRatio: containRatioOf(now),
          });
          if (token !== loadToken.current) return release(image);
          shownWith.current = key;
          show(image);
        } catch (error) {
          if (token === loadToken.current) fail(error);
        }
      })();
    },
    [show, fail],
  );

  // A source taken away (null, '' or undefined after it was given) takes its image away too; a new one loads.
  const clear = useCallback(() => {
    ++loadToken.current;
    abort.current?.abort();
    show(null);
    setPhase('empty');
  }, [show]);
  const sourceGiven = useRef({ event: false, url: false, base64: false, file: false });
  const follow = useCallback(
    (key: keyof typeof sourceGiven.current, source: ImageSource | null) => {
      const had = sourceGiven.current[key];
      sourceGiven.current[key] = source !== null;
      if (source) startLoad(source);
      else if (had) clear();
    },
    [startLoad, clear],
  );

  useEffect(() => {
    const file = fileOf(imageChangedEvent);
    follow('event', file && { kind: 'file', file });
  }, [imageChangedEvent, follow]);
  useEffect(() => follow('url', imageURL ? { kind: 'url', url: imageURL } : null), [imageURL, follow]);
  useEffect(() => follow('base64', imageBase64 ? { kind: 'base64', data: imageBase64 } : null), [imageBase64, follow]);
  useEffect(() => follow('file', imageFile ? { kind: 'file', file: imageFile } : null), [imageFile, follow]);

  // A new canvasRotation or padding redraws the image already read; nothing is read again.
  useEffect(() => {
    const current = loadedRef.current;
    if (!current || shownWith.current === showKey) return;
    shownWith.current = showKey;
    const token = ++loadToken.current;
    const { settings: now } = latest.current;
    showImage(current.original, current.exifTransform, { canvasRotation: now.canvasRotation, containRatio: containRatioOf(now) }).then(
      (transformed) => {
        const next = { ...current, transformed };
        if (token === loadToken.current) show(next);
        else release(next, current);
      },
      (error) => {
        if (token === loadToken.current) fail(error);
      },
    );
  }, [showKey, show, fail]);

  // ---- Ready: the displayed image is measured, and the crop area placed --------------------------------------
  const reported = useRef<LoadedImage | null>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (!loaded || !image) return;
    if (reported.current !== loaded) {
      reported.current = loaded;
      handlers.current.onImageLoaded?.(loaded);
    }
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (image.naturalWidth > 0 && image.offsetWidth > 0) {
        const next = measure(image);
        const startRules = frameRules(limitsOf(latest.current.settings), next, loaded.transformed.size);
        const { cropper: controlled, defaultCropper: initial } = given.current;
        const start = controlled !== undefined ? controlled : initial;
        setLayout(next);
        latest.current.setPosition(start ? fitPosition(start, startRules) : initialPosition(startRules));
        handlers.current.onCropperReady?.({ width: next.width, height: next.height });
      } else if (retries === MEASURE_MAX_RETRIES) {
        fail(new Error(IMAGE_CROPPER_ERRORS.notMeasurable));
      } else {
        retries += 1;
        timer = setTimeout(check, MEASURE_RETRY_INTERVAL);
      }
    };
    check();
    return () => clearTimeout(timer);
  }, [loaded, fail]);

  // ---- Resizing ------------------------------------------------------------------------------------------
  const resizedWhileHidden = useRef(false);
  const remeasure = useCallback(() => {
    const { layout: before, loaded: current, position: at, settings: now } = latest.current;
    const image = imageRef.current;
    if (!before || !current || !image) return;
    if (latest.current.hidden) {
      resizedWhileHidden.current = true;
      return;
    }
    const after = measure(image);
    if (
      after.width <= 0 ||
      (after.width === before.width && after.height === before.height && after.left === before.left && after.top === before.top)
    ) {
      return;
    }
    setLayout(after);
    if (at)
      latest.current.setPosition(
        fitPosition(rescalePosition(at, before, after), frameRules(limitsOf(now), after, current.transformed.size)),
      );
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remeasure());
    observer.observe(root);
    return () => observer.disconnect();
  }, [remeasure]);

  useEffect(() => {
    if (hidden || !resizedWhileHidden.current) return;
    resizedWhileHidden.current = false;
    remeasure();
  }, [hidden, remeasure]);

  // ---- A new aspect ratio or limits: the crop area is placed again or made to fit ----------------------------
  const previousLimits = useRef({ key: limitsKey, ratio: rules?.aspectRatio ?? null });
  useEffect(() => {
    const previous = previousLimits.current;
    const { rules: now, position: at, settings: current } = latest.current;
    previousLimits.current = { key: limitsKey, ratio: now?.aspectRatio ?? null };
    if (previous.key === limitsKey || !now || !at) return;
    if (previous.ratio === now.aspectRatio) latest.current.setPosition(fitPosition(at, now));
    else if (current.resetCropOnAspectRatioChange) latest.current.setPosition(initialPosition(now));
    else latest.current.setPosition(fitPosition(at, now, 'center'));
  }, [limitsKey]);

  // ---- Cropping ------------------------------------------------------------------------------------------
  const cropSequence = useRef(0);
  const outputUrls = useRef(new Set<string>());
  const unmounted = useRef(false);

  const crop = useCallback(async (asked?: ImageCropperOutput): Promise<ImageCroppedEvent> => {
    const { loaded: image, layout: shown, frame: area, rules: now, transform: moved, settings: current } = latest.current;
    if (!image || !shown || !area || !now) throw new Error(IMAGE_CROPPER_ERRORS.noImage);
    const sequence = ++cropSequence.current;
    handlers.current.onStartCropImage?.();
    const result = await cropImage({
      loaded: image,
      display: shown,
      position: area,
      transform: moved,
      settings: current,
      output: asked ?? current.output,
      aspectRatio: now.aspectRatio,
    });
    if (unmounted.current) {
      if (result.objectUrl) URL.revokeObjectURL(result.objectUrl);
      return result;
    }
    // A result overtaken by a newer crop is still returned, but onImageCropped only hears the newest.
    if (sequence === cropSequence.current) {
      for (const url of outputUrls.current) URL.revokeObjectURL(url);
      outputUrls.current.clear();
      handlers.current.onImageCropped?.(result);
    }
    if (result.objectUrl) outputUrls.current.add(result.objectUrl);
    return result;
  }, []);

  useImperativeHandle(handleRef, () => ({ crop }), [crop]);

  const cropTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const gestureActive = useRef<() => boolean>(() => false);
  const scheduleCrop = useCallback(() => {
    clearTimeout(cropTimer.current);
    if (!latest.current.settings.autoCrop) return;
    cropTimer.current = setTimeout(() => {
      if (gestureActive.current() || !latest.current.settings.autoCrop) return;
      crop().catch((error) => console.error(error));
    }, AUTO_CROP_DELAY);
  }, [crop]);

  const cropKey = frame
    ? [
        frame.x1,
        frame.y1,
        frame.x2,
        frame.y2,
        shownWidth,
        shownHeight,
        JSON.stringify(currentTransform),
        settings.autoCrop,
        settings.output,
        settings.format,
        settings.imageQuality,
        settings.resizeToWidth,
        settings.resizeToHeight,
        settings.onlyScaleDown,
        settings.backgroundColor,
      ].join()
    : '';
  useEffect(() => {
    if (cropKey) scheduleCrop();
  }, [cropKey, scheduleCrop]);

  useEffect(
    () => () => {
      unmounted.current = true;
      loadToken.current += 1;
      abort.current?.abort();
      clearTimeout(cropTimer.current);
      release(loadedRef.current);
      loadedRef.current = null;
      for (const url of outputUrls.current) URL.revokeObjectURL(url);
      outputUrls.current.clear();
    },
    [],
  );
  // Development runs effects twice on mount: the cleanup above must not leave the cropper unmounted.
  useEffect(() => {
    unmounted.current = false;
  }, []);

  useEffect(() => {
    if (typeof window.PointerEvent === 'undefined') console.warn(PINCH_UNAVAILABLE_WARNING);
  }, []);

  // ---- Pointer and keyboard ------------------------------------------------------------------------------
  const gestures = useGestures({
    start: () => {
      const { frame: area, transform: moved, disabled: off } = latest.current;
      return area && !off ? { position: area, transform: moved } : null;
    },
    move: (start, dx, dy) => {
      const { rules: now } = latest.current;
      if (now) setPosition(movePosition(start, dx, dy, now.bounds));
    },
    resize: (start, handle, dx, dy) => {
      const { rules: now } = latest.current;
      if (now?.resizable) setPosition(resizePosition(start, handle, dx, dy, now));
    },
    drag: (start, dx, dy) => {
      const { layout: shown } = latest.current;
      if (shown) setTransform(translatedBy(start, dx, dy, shown));
    },
    pinch: (start, scale) => {
      const { rules: now } = latest.current;
      if (now?.resizable) setPosition(pinchPosition(start, scale, now));
    },
    end: scheduleCrop,
  });
  gestureActive.current = gestures.active;

  const handlePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || !frame) return;
    const target = event.target as Element;
    const handle = target.closest('[data-handle]')?.getAttribute('data-handle') as CropperHandle | null;
    const onOverlay = target.closest('.aq-image-cropper__overlay') !== null;
    const onFrame = target.closest('.aq-image-cropper__frame') !== null;
    // The gesture keeps the browser from focusing what was pressed; the keys should work on the frame after it.
    if (onFrame) frameRef.current?.focus({ preventScroll: true });
    if (handle) gestures.onHandlePointerDown(handle)(event);
    else if (onFrame) gestures.onFramePointerDown(event);
    else if (onOverlay && settings.allowMoveImage) gestures.onImagePointerDown(event);
    // A second finger anywhere on the image joins the gesture under way as a pinch.
    else if (onOverlay && gestures.active()) gestures.onFramePointerDown(event);
  };

  const announce = (next: CropperPosition) => {
    if (!layout || !loaded) return;
    const at = imagePosition(next, layout, loaded.transformed.size);
    setAnnouncement(cropperAnnouncement(settings.cropperFrameAriaLabel, at.x1, at.y1, at.x2 - at.x1, at.y2 - at.y1));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !frame || !rules || event.target !== frameRef.current || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, event, step);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'step') {
      setStepChoice({ from: settings.initialStepSize, size: action.size });
      setAnnouncement(stepAnnouncement(action.size));
      return;
    }
    if (action.kind === 'resize' && !rules.resizable) return;
    const next =
      action.kind === 'move'
        ? movePosition(frame, action.dx, action.dy, rules.bounds)
        : resizePosition(frame, action.handle, action.dx, action.dy, rules);
    setPosition(next);
    announce(next);
  };

  const ready = layout !== null && frame !== null;
  const showHandles = ready && !disabled && rules!.resizable;
  const frameBox = frame ? { left: frame.x1, top: frame.y1, width: frame.x2 - frame.x1, height: frame.y2 - frame.y1 } : undefined;

  return (
    <div
      {...rest}
      ref={mergeRefs(rootRef, ref)}
      className={cx('aq-image-cropper', className)}
      // The output's background shows around the image too, once it is shown.
      style={ready && settings.backgroundColor ? { background: settings.backgroundColor, ...style } : style}
      data-state={ready ? 'ready' : loaded ? 'loading' : phase}
      data-align={settings.alignImage}
      data-disabled={dataFlag(disabled)}
      data-hidden={dataFlag(hidden)}
      data-round={dataFlag(settings.roundCropper)}
      data-hide-squares={dataFlag(settings.hideResizeSquares)}
      data-move-image={dataFlag(settings.allowMoveImage && !disabled)}
      // The crop's settings too, as they show nowhere before an image is loaded and some only in the result.
      data-keep-ratio={dataFlag(settings.maintainAspectRatio)}
      data-contain-ratio={dataFlag(settings.containWithinAspectRatio)}
      data-auto-crop={dataFlag(settings.autoCrop)}
      data-only-scale-down={dataFlag(settings.onlyScaleDown)}
      data-output={settings.output}
      data-format={settings.format}
      onPointerDown={composeHandlers(onPointerDown, handlePointerDown)}
      onKeyDown={composeHandlers(onKeyDown, handleKeyDown)}
    >
      {loaded && (
        <img
          ref={imageRef}
          className="aq-image-cropper__image"
          src={loaded.transformed.objectUrl}
          alt={imageAltText}
          draggable={false}
          data-ready={dataFlag(ready)}
          style={{ transform: cssTransform(currentTransform) }}
        />
      )}
      {ready && (
        <div
          className="aq-image-cropper__overlay"
          style={{ left: layout.left, top: layout.top, width: layout.width, height: layout.height }}
        >
          <div className="aq-image-cropper__shade" aria-hidden>
            <div className="aq-image-cropper__hole" style={frameBox} />
          </div>
          <div
            ref={frameRef}
            className="aq-image-cropper__frame"
            role="application"
            tabIndex={disabled ? -1 : 0}
            aria-label={settings.cropperFrameAriaLabel}
            aria-describedby={helpId}
            aria-disabled={disabled || undefined}
            style={frameBox}
          >
            {showHandles &&
              CROPPER_HANDLES.map((handle) => (
                <span key={handle} className="aq-image-cropper__handle" data-handle={handle} aria-hidden />
              ))}
          </div>
        </div>
      )}
      <span id={helpId} hidden>
        {CROPPER_KEYBOARD_HELP}
      </span>
      <div role="status" className="aq-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
