import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useEffectEvent } from '../core/index.ts';
import { loadImage, readSource, showImage, type ImageSource, type ShowSettings } from './loadImage.ts';
import type { LoadedImage } from './types.ts';

/** The four ways to give the cropper its image. */
export interface ImageSourceProps {
  /** The change event of a file input: its first file is loaded. Keep the input's files until the image has loaded. */
  imageChangedEvent?: ChangeEvent<HTMLInputElement> | Event | null;
  /** An address to load the image from: fetched with GET and read as a blob (the server must allow the request). */
  imageURL?: string;
  /** The image as a data URL (`data:image/png;base64,…`) or bare base64. */
  imageBase64?: string;
  /** The image as a File or Blob. */
  imageFile?: Blob | null;
}

export interface UseImageSourceOptions extends ImageSourceProps, ShowSettings {
  checkImageType: boolean;
  onImageLoaded?: (image: LoadedImage) => void;
  onLoadImageFailed?: () => void;
}

export type ImageSourceStatus = 'empty' | 'loading' | 'loaded' | 'failed';

export interface ImageSourceState {
  /** The image to show, once read and decoded (and redrawn after a new canvasRotation or padding). */
  image: LoadedImage | null;
  status: ImageSourceStatus;
  /** Gives the image up (the reason logged, onLoadImageFailed called), for a failure found after it loaded. */
  fail: (error: unknown) => void;
}

/** In this order: when several change at once, the last of them wins. */
const SOURCE_PROPS = ['imageChangedEvent', 'imageURL', 'imageBase64', 'imageFile'] as const;

const fileOf = (event: ImageSourceProps['imageChangedEvent']) => (event?.target as HTMLInputElement | null)?.files?.[0] ?? null;

const SOURCE_OF: { [Name in (typeof SOURCE_PROPS)[number]]: (value: ImageSourceProps[Name]) => ImageSource | null } = {
  imageChangedEvent: (event) => {
    const file = fileOf(event);
    return file && { kind: 'file', file };
  },
  imageURL: (url) => (url ? { kind: 'url', url } : null),
  imageBase64: (data) => (data ? { kind: 'base64', data } : null),
  imageFile: (file) => (file ? { kind: 'file', file } : null),
};

/** One load asked for: a new object each time, so a source given again is read again. */
interface Request {
  source: ImageSource;
}

/** The source props as last rendered, the source each gave, and the load they ask for. */
interface Followed {
  values: readonly unknown[];
  sources: ReadonlyArray<ImageSource | null>;
  request: Request | null;
}

const NOTHING_FOLLOWED: Followed = { values: SOURCE_PROPS.map(() => undefined), sources: SOURCE_PROPS.map(() => null), request: null };

/**
 * Each source prop changed since `followed` asks for its image; one taken away (null, '' or undefined after it
 * gave a source) takes the image away too, even while another still holds one.
 */
function follow(followed: Followed, props: ImageSourceProps): Followed {
  let { request } = followed;
  const values = SOURCE_PROPS.map((name) => props[name]);
  const sources = SOURCE_PROPS.map((name, index) => {
    if (values[index] === followed.values[index]) return followed.sources[index];
    const source = (SOURCE_OF[name] as (value: unknown) => ImageSource | null)(values[index]);
    if (source) request = { source };
    else if (followed.sources[index]) request = null;
    return source;
  });
  return { values, sources, request };
}

/** What was loaded for a request: the image and how it was drawn, or null when it failed. */
interface Shown {
  request: Request;
  image: LoadedImage | null;
  showKey: string;
}

const showKeyOf = ({ canvasRotation, containRatio }: ShowSettings) => `${canvasRotation}|${containRatio}`;

/** Revokes the object URLs of `image` that `keep` does not use. */
function release(image: LoadedImage | null | undefined, keep?: LoadedImage | null) {
  if (!image) return;
  const kept = new Set([keep?.original.objectUrl, keep?.transformed.objectUrl]);
  for (const url of new Set([image.original.objectUrl, image.transformed.objectUrl])) {
    if (!kept.has(url)) URL.revokeObjectURL(url);
  }
}

/**
 * The image the source props give: follows the last one changed, reads and decodes it (a load overtaken by a
 * newer one is aborted and its image released), redraws it when canvasRotation or the padding changes, and
 * revokes the object URLs of every image it stops showing, unmount included.
 */
export function useImageSource(options: UseImageSourceOptions): ImageSourceState {
  const { canvasRotation, containRatio, checkImageType, onImageLoaded, onLoadImageFailed } = options;

  // Which source is in force depends on which prop changed last, so the props of the last render are kept.
  const [followed, setFollowed] = useState(() => follow(NOTHING_FOLLOWED, options));
  let current = followed;
  if (SOURCE_PROPS.some((name, index) => options[name] !== followed.values[index])) {
    current = follow(followed, options);
    setFollowed(current);
  }
  const { request } = current;

  const [shown, setShown] = useState<Shown | null>(null);
  // The image whose object URLs are live: revoked as it is replaced, in effects and callbacks, never in render.
  const live = useRef<Shown | null>(null);
  const replace = useCallback((next: Shown | null) => {
    release(live.current?.image, next?.image);
    live.current = next;
    setShown(next);
  }, []);
  const result = shown && shown.request === request ? shown : null;
  const showKey = showKeyOf({ canvasRotation, containRatio });

  const failRequest = (failed: Request | null, error: unknown) => {
    console.error(error);
    if (failed) replace({ request: failed, image: null, showKey });
    onLoadImageFailed?.();
  };
  const loadFailed = useEffectEvent(failRequest);
  // Read once the bytes are in, so a setting changed during the read is drawn at once.
  const settingsNow = useEffectEvent(() => ({ canvasRotation, containRatio, checkImageType }));

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const bytes = await readSource(request.source, controller.signal);
        const settings = settingsNow();
        const image = await loadImage(bytes, settings);
        if (controller.signal.aborted) release(image);
        else replace({ request, image, showKey: showKeyOf(settings) });
      } catch (error) {
        if (!controller.signal.aborted) loadFailed(request, error);
      }
    })();
    return () => {
      controller.abort();
      replace(null);
    };
  }, [request, replace]);

  // A new canvasRotation or padding redraws the image already read; nothing is read again.
  useEffect(() => {
    const image = result?.image;
    if (!result || !image || result.showKey === showKey) return;
    let cancelled = false;
    showImage(image.original, image.exifTransform, { canvasRotation, containRatio }).then(
      (transformed) => {
        const next = { ...image, transformed };
        if (cancelled) release(next, image);
        else replace({ ...result, image: next, showKey });
      },
      (error) => {
        if (!cancelled) loadFailed(result.request, error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [result, showKey, canvasRotation, containRatio, replace]);

  const image = result?.image ?? null;
  const imageLoaded = useEffectEvent((loaded: LoadedImage) => onImageLoaded?.(loaded));
  useEffect(() => {
    if (image) imageLoaded(image);
  }, [image]);

  return {
    image,
    status: !request ? 'empty' : !result ? 'loading' : image ? 'loaded' : 'failed',
    fail: (error) => failRequest(request, error),
  };
}
