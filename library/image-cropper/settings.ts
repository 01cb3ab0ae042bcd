import { colorProp, shownValue, warnOnce } from '../core/index.ts';
import { IMAGE_CROPPER_DEFAULTS, IMAGE_CROPPER_ERRORS } from './constants.ts';
import type { ImageCropperOptions } from './types.ts';

const SETTING_NAMES = new Set<string>(Object.keys(IMAGE_CROPPER_DEFAULTS));

/**
 * Parts a component's props into the settings given as props (a key of `IMAGE_CROPPER_DEFAULTS`, even when
 * its value is undefined) and the others, so no setting reaches the DOM.
 */
export function splitSettings<P extends Partial<ImageCropperOptions>>(
  props: P,
): [settings: Partial<ImageCropperOptions>, others: Omit<P, keyof ImageCropperOptions>] {
  const settings: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) (SETTING_NAMES.has(name) ? settings : others)[name] = value;
  return [settings as Partial<ImageCropperOptions>, others as Omit<P, keyof ImageCropperOptions>];
}

const defined = (values: object) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** What development is told when an aspect ratio must be kept but is not above 0; the documented text comes first. */
export const aspectRatioWarning = (aspectRatio: unknown) =>
  `Aquila UI: ImageCropper: ${IMAGE_CROPPER_ERRORS.aspectRatio} (got ${shownValue(aspectRatio)}); the default ${IMAGE_CROPPER_DEFAULTS.aspectRatio} is used.`;

/**
 * The settings in force: the defaults, then `options`, then the props given (a value left undefined does
 * not override). Never throws while rendering: an aspect ratio that must be kept but is not above 0 is the
 * default one, and a backgroundColor that is no colour is none, each warned in development.
 */
export function resolveSettings(
  options: Partial<ImageCropperOptions> | undefined,
  props: Partial<ImageCropperOptions>,
): ImageCropperOptions {
  const settings = { ...IMAGE_CROPPER_DEFAULTS, ...defined(options ?? {}), ...defined(props) } as ImageCropperOptions;
  if (settings.maintainAspectRatio && !(settings.aspectRatio > 0)) {
    warnOnce(aspectRatioWarning(settings.aspectRatio));
    settings.aspectRatio = IMAGE_CROPPER_DEFAULTS.aspectRatio;
  }
  // An empty colour has always meant none here.
  settings.backgroundColor = colorProp(settings.backgroundColor || undefined, { prop: 'ImageCropper backgroundColor' })?.css;
  return settings;
}

/** The aspect ratio the shown image is padded to, or null when it is shown as it is. */
export const containRatioOf = (
  settings: Pick<ImageCropperOptions, 'containWithinAspectRatio' | 'maintainAspectRatio' | 'aspectRatio'>,
) => (settings.containWithinAspectRatio && settings.maintainAspectRatio ? settings.aspectRatio : null);
