import { useRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { dataFlag, mergeProps, useControllableState, useMergedRefs, useMessages } from '../core/index.ts';
import { CROPPER_HANDLES, CROPPER_KEYBOARD_HELP } from './constants.ts';
import { cssTransform } from './output.ts';
import { containRatioOf, resolveSettings, splitSettings } from './settings.ts';
import type {
  CropperPosition,
  Dimensions,
  ImageCroppedEvent,
  ImageCropperHandle,
  ImageCropperOptions,
  ImageTransform,
  LoadedImage,
} from './types.ts';
import { useAutoCrop } from './useAutoCrop.ts';
import { useCrop } from './useCrop.ts';
import { useCropArea } from './useCropArea.ts';
import { useCropperKeyboard } from './useCropperKeyboard.ts';
import { useCropperLayout } from './useCropperLayout.ts';
import { useCropperPointer } from './useCropperPointer.ts';
import { useImageSource, type ImageSourceProps } from './useImageSource.ts';
import { imageCropperEnglish } from './english.ts';
import './ImageCropper.scss';

/** The settings (`ImageCropperOptions`, documented there) are props too; `options` sets any of them at once. */
export interface ImageCropperProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'hidden'>, ImageSourceProps, Partial<ImageCropperOptions> {
  /**
   * Alternative text of the image being cropped.
   * @default 'Image to crop'
   */
  imageAltText?: string;
  /** Any of the settings at once; a prop of the same name wins over it. */
  options?: Partial<ImageCropperOptions>;
  /** The crop area in px of the image as displayed; controlled when given (null lets the cropper place it), with onCropperChange. */
  cropper?: CropperPosition | null;
  /** Where the crop area starts on each image, uncontrolled; centred and as large as allowed when left out. */
  defaultCropper?: CropperPosition;
  /** Shift, zoom, turn and mirror of the image; controlled when given, with onTransformChange. */
  transform?: ImageTransform;
  /** The transform to start with, uncontrolled. */
  defaultTransform?: ImageTransform;
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

const NO_TRANSFORM: ImageTransform = {};

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
    imageAltText: imageAltTextProp,
    options,
    cropper,
    defaultCropper,
    transform,
    defaultTransform,
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
    ...others
  } = props;
  const [given, nativeProps] = splitSettings(others);
  const settings = resolveSettings(options, given);
  const messages = useMessages('imageCropper', imageCropperEnglish);
  const imageAltText = imageAltTextProp ?? messages.image;
  // The crop area's name is the provider's unless the props or the options give one.
  const frameNamed = given.cropperFrameAriaLabel !== undefined || options?.cropperFrameAriaLabel !== undefined;

  const rootRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const rootRefs = useMergedRefs(rootRef, ref);

  const source = useImageSource({
    imageChangedEvent,
    imageURL,
    imageBase64,
    imageFile,
    canvasRotation: settings.canvasRotation,
    containRatio: containRatioOf(settings),
    checkImageType: settings.checkImageType,
    onImageLoaded,
    onLoadImageFailed,
  });
  const { image } = source;
  const imageSize = image?.transformed.size ?? null;
  const [currentTransform, setTransform] = useControllableState<ImageTransform>({
    value: transform,
    defaultValue: defaultTransform ?? NO_TRANSFORM,
    onChange: onTransformChange,
    name: 'ImageCropper',
    prop: 'transform',
  });
  // The crop area is placed and rescaled as the layout is measured: these run after render, once `area` exists.
  const layout = useCropperLayout({
    image,
    imageRef,
    rootRef,
    hidden,
    onMeasured: (measured) => area.place(measured),
    onResized: (before, after) => area.rescale(before, after),
    onUnmeasurable: source.fail,
  });
  const area = useCropArea({ cropper, defaultCropper, onCropperChange, onCropperReady, settings, imageSize, display: layout });
  const { frame, rules, setPosition } = area;

  const { crop, inputs } = useCrop({
    image,
    display: layout,
    frame,
    aspectRatio: rules?.aspectRatio ?? null,
    transform: currentTransform,
    settings,
    onStartCropImage,
    onImageCropped,
    handleRef,
    surfaceRef: rootRef,
  });
  const { pointerProps, active } = useCropperPointer({
    frame,
    rules,
    display: layout,
    transform: currentTransform,
    disabled,
    allowMoveImage: settings.allowMoveImage,
    frameRef,
    setPosition,
    setTransform,
  });
  useAutoCrop({ enabled: settings.autoCrop, inputs, paused: active, crop });
  const { keyboardProps, frameProps, descriptionProps, announcement } = useCropperKeyboard({
    frame,
    rules,
    display: layout,
    imageSize,
    disabled,
    initialStepSize: settings.initialStepSize,
    label: frameNamed ? settings.cropperFrameAriaLabel : messages.cropArea,
    frameRef,
    setPosition,
  });

  const ready = layout !== null && frame !== null;
  const frameBox = frame ? { left: frame.x1, top: frame.y1, width: frame.x2 - frame.x1, height: frame.y2 - frame.y1 } : undefined;
  // The consumer's props come before the hooks': its handlers run first and may prevent ours; our attributes win.
  const rootProps = mergeProps(
    // The output's background shows around the image too, once it is shown; the consumer's style wins.
    { className: 'aq-image-cropper', style: ready && settings.backgroundColor ? { background: settings.backgroundColor } : undefined },
    nativeProps,
    {
      'data-state': ready ? 'ready' : image ? 'loading' : source.status,
      'data-align': settings.alignImage,
      'data-disabled': dataFlag(disabled),
      'data-hidden': dataFlag(hidden),
      'data-round': dataFlag(settings.roundCropper),
      'data-hide-squares': dataFlag(settings.hideResizeSquares),
      'data-move-image': dataFlag(settings.allowMoveImage && !disabled),
      // The crop's settings too, as they show nowhere before an image is loaded and some only in the result.
      'data-keep-ratio': dataFlag(settings.maintainAspectRatio),
      'data-contain-ratio': dataFlag(settings.containWithinAspectRatio),
      'data-auto-crop': dataFlag(settings.autoCrop),
      'data-only-scale-down': dataFlag(settings.onlyScaleDown),
      'data-output': settings.output,
      'data-format': settings.format,
    },
    pointerProps,
    keyboardProps,
  );

  return (
    <div {...rootProps} ref={rootRefs}>
      {image && (
        <img
          ref={imageRef}
          className="aq-image-cropper__image"
          src={image.transformed.objectUrl}
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
          <div ref={frameRef} className="aq-image-cropper__frame" {...frameProps} style={frameBox}>
            {!disabled &&
              rules!.resizable &&
              CROPPER_HANDLES.map((handle) => (
                <span key={handle} className="aq-image-cropper__handle" data-handle={handle} aria-hidden />
              ))}
          </div>
        </div>
      )}
      <span {...descriptionProps}>{CROPPER_KEYBOARD_HELP}</span>
      <div role="status" className="aq-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
