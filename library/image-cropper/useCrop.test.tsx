import { createRef } from 'react';
import { renderHook } from '@testing-library/react';
import { settle } from './browserStubs.testing.ts';
import { box, centredSquareCrop, stubBrowserEachTest } from './testing.ts';
import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import type { ImageCropperHandle, ImageCropperOptions, LoadedImage } from './types.ts';
import { useCrop, type UseCropOptions } from './useCrop.ts';

const browser = stubBrowserEachTest();

/** An 800 × 400 image (the stubs' canvas only records what is drawn), shown at 400 × 200. */
const shownImage = { objectUrl: 'blob:stub/photo', image: new Image(), size: { width: 800, height: 400 } };
const image: LoadedImage = { original: shownImage, transformed: shownImage, exifTransform: { rotate: 0, flip: false } };
const ready: UseCropOptions = {
  image,
  display: { width: 400, height: 200 },
  frame: box(100, 0, 300, 200),
  aspectRatio: 1,
  transform: {},
  settings: IMAGE_CROPPER_DEFAULTS,
};

function renderCrop(props: Partial<UseCropOptions> = {}) {
  const onStartCropImage = vi.fn();
  const onImageCropped = vi.fn();
  const handleRef = createRef<ImageCropperHandle>();
  const rendered = renderHook(
    (next: Partial<UseCropOptions>) => useCrop({ ...ready, onStartCropImage, onImageCropped, handleRef, ...next }),
    {
      initialProps: props,
    },
  );
  return { ...rendered, onStartCropImage, onImageCropped, handleRef };
}

/** Crops, letting the encoder's callback come. */
/** A crop with a frame to crop: its result is there. */
async function cropped<T>(crop: () => Promise<T | null>): Promise<T> {
  const pending = crop();
  pending.catch(() => {});
  await settle(20);
  const result = await pending;
  if (result === null) throw new Error('crop() gave null with a frame to crop');
  return result;
}

describe('useCrop', () => {
  it('resolves null while there is no crop area, announcing nothing', async () => {
    const { result, onStartCropImage } = renderCrop({ frame: null });
    await expect(result.current.crop()).resolves.toBeNull();
    expect(onStartCropImage).not.toHaveBeenCalled();
  });

  it('crops the frame’s part of the image, announcing the start and handing the result over', async () => {
    const { result, onStartCropImage, onImageCropped } = renderCrop();
    const cropping = result.current.crop();
    expect(onStartCropImage).toHaveBeenCalledTimes(1);
    expect(onImageCropped).not.toHaveBeenCalled();
    await settle(20);
    const event = (await cropping)!;
    expect(event).toMatchObject(centredSquareCrop);
    expect(event.blob).toBeInstanceOf(Blob);
    expect(onImageCropped).toHaveBeenCalledWith(event);
  });

  it('gives the output asked for, whatever the output setting says', async () => {
    const { result } = renderCrop();
    const event = await cropped(() => result.current.crop('base64'));
    expect(event).toMatchObject({ base64: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('offers crop() through handleRef, reading the latest crop area', async () => {
    const { handleRef, rerender } = renderCrop();
    rerender({ frame: box(0, 0, 100, 100) });
    const event = await cropped(() => handleRef.current!.crop());
    expect(event).toMatchObject({ cropperPosition: box(0, 0, 100, 100) });
  });

  it('keeps one handle, whatever renders', () => {
    const handleRef = vi.fn();
    const { rerender } = renderCrop({ handleRef });
    rerender({ handleRef, frame: box(0, 0, 100, 100) });
    rerender({ handleRef, transform: { scale: 2 } });
    expect(handleRef).toHaveBeenCalledTimes(1);
    expect(handleRef).toHaveBeenCalledWith({ crop: expect.any(Function) });
  });

  it('hands over only the newest of overlapping crops, but resolves each', async () => {
    const { result, onImageCropped } = renderCrop();
    const first = result.current.crop();
    const second = result.current.crop('base64');
    await settle(20);
    expect(await first).toMatchObject({ blob: expect.any(Blob) });
    expect(onImageCropped).toHaveBeenCalledTimes(1);
    expect(onImageCropped).toHaveBeenCalledWith(await second);
  });

  it('hands the result to the onImageCropped given while it was encoding', async () => {
    const { result, rerender, onImageCropped } = renderCrop();
    const later = vi.fn();
    const cropping = result.current.crop();
    rerender({ onImageCropped: later });
    await settle(20);
    expect(later).toHaveBeenCalledWith(await cropping);
    expect(onImageCropped).not.toHaveBeenCalled();
  });

  it('revokes a result’s object URL when the next comes, and on unmount; one finished after unmount at once', async () => {
    const { result, unmount } = renderCrop();
    const first = await cropped(() => result.current.crop());
    const second = await cropped(() => result.current.crop());
    expect(browser.stubs.liveUrls()).not.toContain(first.objectUrl);
    expect(browser.stubs.liveUrls()).toContain(second.objectUrl);
    const unfinished = result.current.crop();
    unmount();
    expect(browser.stubs.liveUrls()).not.toContain(second.objectUrl);
    await settle(20);
    expect(browser.stubs.liveUrls()).not.toContain((await unfinished)!.objectUrl);
  });

  it('names its inputs in a key that changes with the frame, the display, the transform and the output settings only', () => {
    const { result, rerender } = renderCrop({ frame: null });
    expect(result.current.inputs).toBe('');
    const outputChanges: Partial<ImageCropperOptions> = {
      output: 'base64',
      format: 'jpeg',
      imageQuality: 50,
      resizeToWidth: 100,
      resizeToHeight: 100,
      onlyScaleDown: true,
      backgroundColor: 'white',
    };
    const keys = new Set<string>();
    for (const change of [
      {},
      { frame: box(0, 0, 100, 100) },
      { display: { width: 300, height: 150 } },
      { transform: { scale: 2 } },
      ...Object.entries(outputChanges).map(([name, value]) => ({ settings: { ...IMAGE_CROPPER_DEFAULTS, [name]: value } })),
    ]) {
      rerender(change);
      keys.add(result.current.inputs);
    }
    expect(keys.size).toBe(11);
    rerender({});
    const inputs = result.current.inputs;
    rerender({ settings: { ...IMAGE_CROPPER_DEFAULTS, roundCropper: true, alignImage: 'left', autoCrop: false, aspectRatio: 2 } });
    expect(result.current.inputs).toBe(inputs);
  });
});
