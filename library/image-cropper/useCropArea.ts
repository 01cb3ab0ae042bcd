import { useEffect, useRef } from 'react';
import { useControllableState, useEffectEvent } from '../core/index.ts';
import { fitPosition, initialPosition, rescalePosition } from './geometry.ts';
import { frameRules, limitsKeyOf, type FrameRules, type LimitSettings } from './limits.ts';
import type { CropperPosition, Dimensions, ImageCropperOptions } from './types.ts';

export interface UseCropAreaOptions {
  /** The crop area, controlled when given (null lets the cropper place it). */
  cropper?: CropperPosition | null;
  /** Where the crop area starts on each image, uncontrolled. */
  defaultCropper?: CropperPosition;
  onCropperChange?: (position: CropperPosition) => void;
  /** Called once the crop area is placed on a new image, with the displayed image's size. */
  onCropperReady?: (size: Dimensions) => void;
  settings: LimitSettings & Pick<ImageCropperOptions, 'resetCropOnAspectRatioChange'>;
  /** The shown image's own size; null without an image. */
  imageSize: Dimensions | null;
  /** Its size as displayed; null until measured. */
  display: Dimensions | null;
}

export interface CropArea {
  /** The crop area as shown: the position made to fit the rules; null until the image is measured and it is placed. */
  frame: CropperPosition | null;
  /** What the crop area may do on the displayed image; null until it is measured. */
  rules: FrameRules | null;
  setPosition: (position: CropperPosition) => void;
  /** Places the crop area on a newly measured image (where cropper or defaultCropper says, or centred) and reports it ready. */
  place: (display: Dimensions) => void;
  /** Keeps the crop area on the same part of the image when its displayed size changes. */
  rescale: (before: Dimensions, after: Dimensions) => void;
}

/** The crop area: its position (controlled or not), the limits it keeps, and where it goes when they change. */
export function useCropArea(options: UseCropAreaOptions): CropArea {
  const { cropper, defaultCropper, onCropperChange, onCropperReady, settings, imageSize, display } = options;
  const [position, setPosition] = useControllableState<CropperPosition | null>({
    value: cropper,
    defaultValue: null,
    onChange: (next) => next && onCropperChange?.(next),
    name: 'ImageCropper',
    prop: 'cropper',
    hasHandler: onCropperChange !== undefined,
  });
  const rules =
    imageSize && display && display.width > 0
      ? frameRules(settings, { width: display.width, height: display.height }, imageSize)
      : null;
  const frame = rules && position ? fitPosition(position, rules) : null;

  // New limits move the stored position, not just the frame drawn from it, since onCropperChange must hear of it.
  const limitsKey = limitsKeyOf(settings);
  const seen = useRef<{ key: string; ratio: number | null } | null>(null);
  const refit = useEffectEvent((key: string) => {
    const previous = seen.current;
    seen.current = { key, ratio: rules?.aspectRatio ?? null };
    if (!previous || previous.key === key || !rules || !position) return;
    if (previous.ratio === rules.aspectRatio) setPosition(fitPosition(position, rules));
    else if (settings.resetCropOnAspectRatioChange) setPosition(initialPosition(rules));
    else setPosition(fitPosition(position, rules, 'center'));
  });
  useEffect(() => refit(limitsKey), [limitsKey]);

  return {
    frame,
    rules,
    setPosition,
    place: (shown) => {
      if (!imageSize) return;
      const startRules = frameRules(settings, shown, imageSize);
      const start = cropper !== undefined ? cropper : defaultCropper;
      setPosition(start ? fitPosition(start, startRules) : initialPosition(startRules));
      onCropperReady?.({ width: shown.width, height: shown.height });
    },
    rescale: (before, after) => {
      if (position && imageSize)
        setPosition(fitPosition(rescalePosition(position, before, after), frameRules(settings, after, imageSize)));
    },
  };
}
