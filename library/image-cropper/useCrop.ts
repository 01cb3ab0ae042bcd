import { useCallback, useEffect, useImperativeHandle, useInsertionEffect, useRef, type Ref, type RefObject } from 'react';
import { canvasColor } from '../core/index.ts';
import { cropImage } from './cropImage.ts';
import type {
  CropperPosition,
  Dimensions,
  ImageCroppedEvent,
  ImageCropperHandle,
  ImageCropperOptions,
  ImageCropperOutput,
  ImageTransform,
  LoadedImage,
} from './types.ts';

/** The settings that change the output (and so call for a new crop). */
const OUTPUT_SETTINGS = [
  'output',
  'format',
  'imageQuality',
  'resizeToWidth',
  'resizeToHeight',
  'onlyScaleDown',
  'backgroundColor',
] as const satisfies ReadonlyArray<keyof ImageCropperOptions>;

export interface UseCropOptions {
  image: LoadedImage | null;
  /** The image's size as displayed; null until measured. */
  display: Dimensions | null;
  /** The crop area in px of the display; null while there is none. */
  frame: CropperPosition | null;
  /** The ratio the crop area keeps, or null (then the output's height does not follow its width). */
  aspectRatio: number | null;
  transform: ImageTransform;
  settings: ImageCropperOptions;
  onStartCropImage?: () => void;
  onImageCropped?: (event: ImageCroppedEvent) => void;
  /** Receives `crop(output?)`. */
  handleRef?: Ref<ImageCropperHandle>;
  /** The element whose CSS resolves a backgroundColor only the page can (a var(), currentColor) when the crop paints it. */
  surfaceRef?: RefObject<Element | null>;
}

export interface Crop {
  crop: (output?: ImageCropperOutput) => Promise<ImageCroppedEvent | null>;
  /** What a crop now is made of, as a key: it changes when the result would; '' while there is nothing to crop. */
  inputs: string;
}

/**
 * Cropping on demand: `crop()` draws the crop area's part of the image and hands it to onImageCropped (only the
 * newest of overlapping crops is handed over); each result's object URL lives until the next result or unmount.
 */
export function useCrop(options: UseCropOptions): Crop {
  const { frame, display, transform, settings, handleRef } = options;
  const sequence = useRef(0);
  const resultUrls = useRef(new Set<string>());
  const unmounted = useRef(false);
  // crop() is called from anywhere (the handle, the auto crop) and hands over after the encoder's callback, so it
  // reads the latest options through this ref, noted after each render as core's useEffectEvent does; an effect
  // event itself may only be called from effects.
  const latest = useRef(options);
  useInsertionEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    // Development runs effects twice on mount: the cleanup must not leave the cropper unmounted.
    unmounted.current = false;
    const urls = resultUrls.current;
    return () => {
      unmounted.current = true;
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const crop = useCallback(async (asked?: ImageCropperOutput): Promise<ImageCroppedEvent | null> => {
    const {
      image,
      display: shown,
      frame: area,
      aspectRatio,
      transform: moved,
      settings: now,
      onStartCropImage,
      surfaceRef,
    } = latest.current;
    // Nothing to crop yet: null says so without an error to catch.
    if (!image || !shown || !area) return null;
    const current = ++sequence.current;
    onStartCropImage?.();
    const result = await cropImage({
      loaded: image,
      display: shown,
      position: area,
      transform: moved,
      // A canvas paints no var(): the colour is resolved where the cropper is, or there is no background.
      settings: {
        ...now,
        backgroundColor: now.backgroundColor && (canvasColor(now.backgroundColor, surfaceRef?.current) ?? undefined),
      },
      output: asked ?? now.output,
      aspectRatio,
    });
    if (unmounted.current) {
      if (result.objectUrl) URL.revokeObjectURL(result.objectUrl);
      return result;
    }
    // A result overtaken by a newer crop is still returned, but onImageCropped only hears the newest.
    if (current === sequence.current) {
      for (const url of resultUrls.current) URL.revokeObjectURL(url);
      resultUrls.current.clear();
      latest.current.onImageCropped?.(result);
    }
    if (result.objectUrl) resultUrls.current.add(result.objectUrl);
    return result;
  }, []);

  useImperativeHandle(handleRef, () => ({ crop }), [crop]);

  const inputs =
    frame && display
      ? [
          frame.x1,
          frame.y1,
          frame.x2,
          frame.y2,
          display.width,
          display.height,
          JSON.stringify(transform),
          ...OUTPUT_SETTINGS.map((name) => settings[name]),
        ].join()
      : '';

  return { crop, inputs };
}
