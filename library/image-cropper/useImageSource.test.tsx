import { act, renderHook } from '@testing-library/react';
import { pngHeader, settle } from './browserStubs.testing.ts';
import { stubBrowserEachTest } from './testing.ts';
import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { useImageSource, type UseImageSourceOptions } from './useImageSource.ts';

const browser = stubBrowserEachTest({ quietConsoleError: true });

const png = (width: number, height: number) => new File([pngHeader(width, height) as BlobPart], 'photo.png', { type: 'image/png' });
const base: UseImageSourceOptions = { canvasRotation: 0, containRatio: null, checkImageType: true };

function renderSource(props: Partial<UseImageSourceOptions>) {
  const onImageLoaded = vi.fn();
  const onLoadImageFailed = vi.fn();
  const rendered = renderHook(
    (next: Partial<UseImageSourceOptions>) => useImageSource({ ...base, onImageLoaded, onLoadImageFailed, ...next }),
    {
      initialProps: props,
    },
  );
  return { ...rendered, onImageLoaded, onLoadImageFailed };
}

/** Answers GETs with a PNG of the size named in the address (`/300x200.png`), noting each request's signal. */
function serveImages() {
  const signals = new Map<string, AbortSignal>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      signals.set(url, init.signal!);
      const [, width, height] = /(\d+)x(\d+)/.exec(url)!.map(Number);
      return new Response(pngHeader(width, height) as BodyInit, { headers: { 'Content-Type': 'image/png' } });
    }),
  );
  return signals;
}

describe('useImageSource', () => {
  it('is empty without a source', async () => {
    const { result } = renderSource({ imageURL: '', imageFile: null });
    await settle();
    expect(result.current).toMatchObject({ status: 'empty', image: null });
  });

  it('reads a File: loading, then loaded and reported once', async () => {
    const { result, onImageLoaded } = renderSource({ imageFile: png(800, 400) });
    expect(result.current).toMatchObject({ status: 'loading', image: null });
    await settle();
    expect(result.current.status).toBe('loaded');
    expect(result.current.image!.original.size).toEqual({ width: 800, height: 400 });
    expect(onImageLoaded).toHaveBeenCalledTimes(1);
    expect(onImageLoaded).toHaveBeenCalledWith(result.current.image);
    expect(browser.stubs.liveUrls()).toContain(result.current.image!.transformed.objectUrl);
  });

  it('reads the first file of a file input change event', async () => {
    const input = document.createElement('input');
    input.type = 'file';
    Object.defineProperty(input, 'files', { value: [png(30, 20)] });
    const { result } = renderSource({ imageChangedEvent: { target: input } as unknown as Event });
    await settle();
    expect(result.current.image!.original.size).toEqual({ width: 30, height: 20 });
  });

  it('shows the source changed last; one taken away takes the image away while another is still given', async () => {
    serveImages();
    const file = png(800, 400);
    const { result, rerender, onLoadImageFailed } = renderSource({ imageFile: file });
    await settle();
    const fromFile = result.current.image!;

    rerender({ imageFile: file, imageURL: '/300x200.png' });
    expect(result.current).toMatchObject({ status: 'loading', image: null });
    await settle();
    expect(result.current.image!.original.size).toEqual({ width: 300, height: 200 });
    expect(browser.stubs.liveUrls()).not.toContain(fromFile.original.objectUrl);

    const fromUrl = result.current.image!;
    rerender({ imageFile: file, imageURL: '' });
    expect(result.current).toMatchObject({ status: 'empty', image: null });
    await settle();
    expect(result.current.status).toBe('empty');
    expect(browser.stubs.liveUrls()).toEqual([]);
    expect(fromUrl.original.objectUrl).not.toBe(fromFile.original.objectUrl);
    expect(onLoadImageFailed).not.toHaveBeenCalled();
  });

  it('reads the same file again when it is given anew, and nothing when the props only render again', async () => {
    const file = png(10, 10);
    const { result, rerender, onImageLoaded } = renderSource({ imageFile: file });
    await settle();
    rerender({ imageFile: file });
    await settle();
    expect(onImageLoaded).toHaveBeenCalledTimes(1);
    rerender({ imageFile: png(10, 10) });
    await settle();
    expect(onImageLoaded).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('loaded');
  });

  it('aborts a load overtaken by a newer source and releases what it made', async () => {
    const signals = serveImages();
    const { result, rerender, onImageLoaded } = renderSource({ imageURL: '/100x100.png' });
    rerender({ imageURL: '/200x100.png' });
    await settle();
    expect(signals.get('/100x100.png')!.aborted).toBe(true);
    expect(signals.get('/200x100.png')!.aborted).toBe(false);
    expect(onImageLoaded).toHaveBeenCalledTimes(1);
    expect(result.current.image!.original.size).toEqual({ width: 200, height: 100 });
    expect(browser.stubs.liveUrls()).toEqual([result.current.image!.original.objectUrl]);
  });

  it('fails on bytes it cannot read: logged, onLoadImageFailed, status failed', async () => {
    const { result, onLoadImageFailed } = renderSource({ imageFile: new File(['hello'], 'notes.txt', { type: 'text/plain' }) });
    await settle();
    expect(result.current).toMatchObject({ status: 'failed', image: null });
    expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
    expect(browser.consoleError).toHaveBeenCalledWith(new Error(IMAGE_CROPPER_ERRORS.invalidType));
  });

  it('redraws the image already read for a new canvasRotation, revoking the drawing it replaces', async () => {
    const signals = serveImages();
    const { result, rerender, onImageLoaded } = renderSource({ imageURL: '/800x400.png' });
    await settle();
    const first = result.current.image!;
    expect(first.transformed).toBe(first.original);

    rerender({ imageURL: '/800x400.png', canvasRotation: 1 });
    expect(result.current.image).toBe(first);
    await settle();
    const turned = result.current.image!;
    expect(turned.original).toBe(first.original);
    expect(turned.transformed.size).toEqual({ width: 400, height: 800 });

    rerender({ imageURL: '/800x400.png', canvasRotation: 1, containRatio: 1 });
    await settle();
    expect(result.current.image!.transformed.size).toEqual({ width: 800, height: 800 });
    expect(browser.stubs.liveUrls().sort()).toEqual([first.original.objectUrl, result.current.image!.transformed.objectUrl].sort());
    expect(signals.size).toBe(1);
    expect(onImageLoaded).toHaveBeenCalledTimes(3);
  });

  it('fail() gives up an image found unusable after it loaded', async () => {
    const { result, onLoadImageFailed } = renderSource({ imageFile: png(50, 50) });
    await settle();
    const error = new Error('no width');
    act(() => result.current.fail(error));
    expect(result.current).toMatchObject({ status: 'failed', image: null });
    expect(browser.consoleError).toHaveBeenCalledWith(error);
    expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
    expect(browser.stubs.liveUrls()).toEqual([]);
  });

  it('revokes every object URL on unmount, and those of a load still under way when it ends', async () => {
    const { result, rerender, unmount } = renderSource({ imageFile: png(50, 50) });
    await settle();
    expect(result.current.image).not.toBeNull();
    rerender({ imageFile: png(60, 60) });
    unmount();
    await settle();
    expect(browser.stubs.liveUrls()).toEqual([]);
  });

  it('releases a redrawing overtaken by another, and one still under way on unmount', async () => {
    const file = png(80, 40);
    const { result, rerender, unmount } = renderSource({ imageFile: file });
    await settle();
    const { original } = result.current.image!;
    rerender({ imageFile: file, canvasRotation: 1 });
    rerender({ imageFile: file, canvasRotation: 2 });
    await settle();
    expect(result.current.image!.transformed.size).toEqual({ width: 80, height: 40 });
    expect(browser.stubs.liveUrls().sort()).toEqual([original.objectUrl, result.current.image!.transformed.objectUrl].sort());
    rerender({ imageFile: file, canvasRotation: 3 });
    unmount();
    await settle();
    expect(browser.stubs.liveUrls()).toEqual([]);
  });
});
