import { createRef, useState, type ChangeEvent, type RefObject } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { jpegHeader, pngHeader, settle } from './browserStubs.testing.ts';
import { box, centredSquareCrop, stubBrowserEachTest } from './testing.ts';
import { IMAGE_CROPPER_ERRORS, PINCH_UNAVAILABLE_WARNING } from './constants.ts';
import { withExifOrientation } from './exif.ts';
import { ImageCropper, type ImageCropperProps } from './ImageCropper.tsx';
import type { ImageCropperHandle } from './types.ts';

const browser = stubBrowserEachTest({ resizeObserver: true, quietConsoleError: true });

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** Crops through the handle, letting the encoder's callback come. */
/** Crops through the handle, with an image shown: the result is there. */
async function cropNow(handleRef: RefObject<ImageCropperHandle | null>, output?: 'blob' | 'base64') {
  const pending = handleRef.current!.crop(output);
  pending.catch(() => {});
  await settle(20);
  const result = await pending;
  if (!result) throw new Error('crop() gave null with an image shown');
  return result;
}
const png = (width: number, height: number, type = 'image/png') =>
  new File([pngHeader(width, height) as BlobPart], 'photo.png', { type });
const textFile = (text: string, type: string) => new File([text], 'file', { type });
const frame = () => screen.getByRole('application', { name: 'Crop area' });
const frameBox = (element = frame()) => {
  const { left, top, width, height } = element.style;
  return box(parseFloat(left), parseFloat(top), parseFloat(left) + parseFloat(width), parseFloat(top) + parseFloat(height));
};
const handle = (name: string) => document.querySelector<HTMLElement>(`[data-handle="${name}"]`)!;
const overlay = () => document.querySelector<HTMLElement>('.aq-image-cropper__overlay')!;
const root = () => document.querySelector<HTMLElement>('.aq-image-cropper')!;

/** An 800 × 400 image, shown at 400 × 200 in the 400 × 300 box. */
const photo = png(800, 400);
async function renderLoaded(props: Partial<ImageCropperProps> = {}) {
  const handleRef = createRef<ImageCropperHandle>();
  const result = render(<ImageCropper imageFile={photo} handleRef={handleRef} {...props} />);
  await settle();
  return { ...result, handleRef };
}

/** The cropper, loaded, with focus brought to its frame by Tab, as a keyboard user reaches it. */
async function tabToFrame(props: Partial<ImageCropperProps>) {
  const user = setup();
  await renderLoaded(props);
  await user.tab();
  return user;
}

describe('ImageCropper', () => {
  itConforms(ImageCropper, { props: {}, element: 'div' });

  describe('loading', () => {
    it('loads a File, then shows the frame: the largest centred square, reported with the sizes', async () => {
      const onImageLoaded = vi.fn();
      const onCropperReady = vi.fn();
      const onCropperChange = vi.fn();
      render(
        <ImageCropper
          imageFile={png(800, 400)}
          onImageLoaded={onImageLoaded}
          onCropperReady={onCropperReady}
          onCropperChange={onCropperChange}
        />,
      );
      expect(root()).toHaveAttribute('data-state', 'loading');
      expect(screen.queryByRole('application')).toBeNull();
      await settle();
      expect(root()).toHaveAttribute('data-state', 'ready');
      expect(onImageLoaded).toHaveBeenCalledTimes(1);
      expect(onImageLoaded.mock.calls[0][0].original.size).toEqual({ width: 800, height: 400 });
      expect(onCropperReady).toHaveBeenCalledWith({ width: 400, height: 200 });
      expect(onCropperChange).toHaveBeenLastCalledWith(box(100, 0, 300, 200));
      expect(frameBox()).toEqual(box(100, 0, 300, 200));
      expect(screen.getByRole('img', { name: 'Image to crop' })).toHaveAttribute(
        'src',
        onImageLoaded.mock.calls[0][0].transformed.objectUrl,
      );
    });

    it('loads the first file of a file input change event', async () => {
      const user = setup();
      function Upload() {
        const [event, setEvent] = useState<ChangeEvent<HTMLInputElement> | null>(null);
        return (
          <>
            <label>
              Photo <input type="file" accept="image/*" onChange={setEvent} />
            </label>
            <ImageCropper imageChangedEvent={event} maintainAspectRatio={false} />
          </>
        );
      }
      render(<Upload />);
      await user.upload(screen.getByLabelText('Photo'), png(200, 100));
      await settle();
      expect(frameBox()).toEqual(box(0, 0, 200, 100));
    });

    it('GETs imageURL and reads the answer as a blob', async () => {
      const fetchMock = vi.fn(async () => new Response(pngHeader(300, 300) as BodyInit, { headers: { 'Content-Type': 'image/png' } }));
      vi.stubGlobal('fetch', fetchMock);
      render(<ImageCropper imageURL="/assets/photo.png" />);
      await settle();
      expect(fetchMock).toHaveBeenCalledWith('/assets/photo.png', expect.objectContaining({ signal: expect.any(AbortSignal) }));
      expect(frameBox()).toEqual(box(0, 0, 300, 300));
    });

    it('loads imageBase64', async () => {
      render(<ImageCropper imageBase64={`data:image/png;base64,${btoa(String.fromCharCode(...pngHeader(100, 100)))}`} />);
      await settle();
      expect(frameBox()).toEqual(box(0, 0, 100, 100));
    });

    it('stands a JPEG upright by its EXIF orientation', async () => {
      const onImageLoaded = vi.fn();
      const jpeg = new File([withExifOrientation(jpegHeader(400, 200), 6) as BlobPart], 'photo.jpg', { type: 'image/jpeg' });
      render(<ImageCropper imageFile={jpeg} onImageLoaded={onImageLoaded} maintainAspectRatio={false} />);
      await settle();
      expect(onImageLoaded.mock.calls[0][0].transformed.size).toEqual({ width: 200, height: 400 });
      expect(frameBox()).toEqual(box(0, 0, 150, 300));
    });

    it.each([
      ['an image type it does not accept', png(10, 10, 'image/avif'), IMAGE_CROPPER_ERRORS.invalidType],
      ['a file that is no image', textFile('hello', 'text/plain'), 'Invalid image type'],
      ['an SVG without a size', textFile('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'), IMAGE_CROPPER_ERRORS.svgSize],
      ['a broken SVG', textFile('<svg><g></svg>', 'image/svg+xml'), 'Failed to parse SVG image'],
      ['bytes that do not decode', textFile('GIF89a', 'image/gif'), IMAGE_CROPPER_ERRORS.decode],
    ])('logs the reason and calls onLoadImageFailed for %s', async (_, file, message) => {
      const onLoadImageFailed = vi.fn();
      render(<ImageCropper imageFile={file} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
      expect(browser.consoleError).toHaveBeenCalledWith(new Error(message));
      expect(root()).toHaveAttribute('data-state', 'failed');
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('application')).toBeNull();
    });

    it('names the SVG error texts verbatim', () => {
      expect(IMAGE_CROPPER_ERRORS.svgSize).toBe('Failed to load SVG image. SVG must have width + height or viewBox definition.');
      expect(IMAGE_CROPPER_ERRORS.svgParse).toBe('Failed to parse SVG image');
    });

    it('loads any decodable type with checkImageType off', async () => {
      const onLoadImageFailed = vi.fn();
      render(<ImageCropper imageFile={png(100, 100, 'image/avif')} checkImageType={false} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(frame()).toBeInTheDocument();
      expect(onLoadImageFailed).not.toHaveBeenCalled();
    });

    it('fails on an HTTP error, logged', async () => {
      const onLoadImageFailed = vi.fn();
      vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
      render(<ImageCropper imageURL="/missing.png" onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
      expect(browser.consoleError).toHaveBeenCalledWith(new Error('The image could not be fetched: HTTP 404'));
    });

    it('measures the image every 50 ms; with no width after 40 retries it gives up, logged', async () => {
      browser.stubs.setBox(null);
      const onImageLoaded = vi.fn();
      const onLoadImageFailed = vi.fn();
      render(<ImageCropper imageFile={png(100, 100)} onImageLoaded={onImageLoaded} onLoadImageFailed={onLoadImageFailed} />);
      while (onImageLoaded.mock.calls.length === 0) await settle(1);
      // Measured once as it is placed, then retried every 50 ms.
      await settle(39 * 50);
      expect(onLoadImageFailed).not.toHaveBeenCalled();
      await settle(50);
      expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
      expect(browser.consoleError).toHaveBeenCalledWith(new Error(IMAGE_CROPPER_ERRORS.notMeasurable));
      expect(screen.queryByRole('application')).toBeNull();
    });

    it('shows the frame as soon as a retry finds a width', async () => {
      browser.stubs.setBox(null);
      const onImageLoaded = vi.fn();
      render(<ImageCropper imageFile={png(100, 100)} onImageLoaded={onImageLoaded} />);
      while (onImageLoaded.mock.calls.length === 0) await settle(1);
      await settle(30 * 50);
      expect(screen.queryByRole('application')).toBeNull();
      browser.stubs.setBox({ width: 400, height: 300 });
      await settle(50);
      expect(frameBox()).toEqual(box(0, 0, 100, 100));
    });

    it('drops a load overtaken by a newer source, and releases the object URLs it replaces', async () => {
      const onImageLoaded = vi.fn();
      const { rerender, unmount } = render(<ImageCropper imageFile={png(100, 100)} onImageLoaded={onImageLoaded} />);
      rerender(<ImageCropper imageFile={png(200, 200)} onImageLoaded={onImageLoaded} />);
      await settle();
      expect(onImageLoaded).toHaveBeenCalledTimes(1);
      expect(onImageLoaded.mock.calls[0][0].original.size).toEqual({ width: 200, height: 200 });
      expect(
        browser.stubs
          .liveUrls()
          .filter(
            (url) => browser.stubs.blobOf(url)!.type === 'image/png' && url !== onImageLoaded.mock.calls[0][0].original.objectUrl,
          ),
      ).toHaveLength(1); // the crop
      rerender(<ImageCropper imageFile={png(300, 300)} onImageLoaded={onImageLoaded} />);
      await settle();
      expect(browser.stubs.liveUrls()).not.toContain(onImageLoaded.mock.calls[0][0].original.objectUrl);
      unmount();
      expect(browser.stubs.liveUrls()).toEqual([]);
    });

    it('uses imageAltText for the image', async () => {
      await renderLoaded({ imageAltText: 'Holiday photo' });
      expect(screen.getByRole('img', { name: 'Holiday photo' })).toBeInTheDocument();
    });

    it('takes the image away when its source is taken away, and loads the next one given', async () => {
      const onLoadImageFailed = vi.fn();
      const { rerender } = await renderLoaded({ onLoadImageFailed });
      const shown = screen.getByRole('img', { name: 'Image to crop' }).getAttribute('src')!;
      rerender(<ImageCropper imageFile={null} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('application')).toBeNull();
      expect(root()).toHaveAttribute('data-state', 'empty');
      expect(browser.stubs.liveUrls()).not.toContain(shown);
      expect(onLoadImageFailed).not.toHaveBeenCalled();

      rerender(<ImageCropper imageFile={png(200, 100)} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(root()).toHaveAttribute('data-state', 'ready');
      rerender(<ImageCropper imageFile={undefined} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('keeps the image of one source when another, never given, stays empty', async () => {
      const { rerender } = await renderLoaded({ imageURL: '' });
      rerender(<ImageCropper imageFile={photo} imageURL={undefined} />);
      await settle();
      expect(root()).toHaveAttribute('data-state', 'ready');
    });
  });

  describe('frame settings', () => {
    it('keeps the default square, warning once with the documented text, when aspectRatio is not above 0 while maintainAspectRatio is on', async () => {
      const warn = watchWarnings();
      const { rerender } = await renderLoaded({ aspectRatio: 0 });
      const square = frameBox();
      expect(square.x2 - square.x1).toBe(square.y2 - square.y1);
      rerender(<ImageCropper imageFile={photo} aspectRatio={0} disabled />);
      await settle();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(IMAGE_CROPPER_ERRORS.aspectRatio);
      expect(() => render(<ImageCropper aspectRatio={0} maintainAspectRatio={false} />)).not.toThrow();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('covers the whole image without an aspect ratio, and keeps another ratio', async () => {
      const { rerender } = await renderLoaded({ maintainAspectRatio: false });
      expect(frameBox()).toEqual(box(0, 0, 400, 200));
      rerender(<ImageCropper imageFile={photo} aspectRatio={4} />);
      await settle();
      expect(frameBox()).toEqual(box(0, 50, 400, 150));
    });

    it('takes settings from options, a prop winning over them', async () => {
      const { rerender } = await renderLoaded({ options: { aspectRatio: 4 } });
      expect(frameBox()).toEqual(box(0, 50, 400, 150));
      rerender(<ImageCropper imageFile={photo} options={{ aspectRatio: 4 }} aspectRatio={2} />);
      await settle();
      expect(frameBox()).toEqual(box(0, 0, 400, 200));
    });

    it('puts the frame back in the middle when the aspect ratio changes, or keeps its middle', async () => {
      const user = setup();
      const { rerender } = await renderLoaded({ defaultCropper: box(0, 0, 100, 100) });
      expect(frameBox()).toEqual(box(0, 0, 100, 100));
      rerender(<ImageCropper imageFile={photo} defaultCropper={box(0, 0, 100, 100)} aspectRatio={2} />);
      expect(frameBox()).toEqual(box(0, 0, 400, 200));

      rerender(
        <ImageCropper imageFile={photo} defaultCropper={box(0, 0, 100, 100)} aspectRatio={2} resetCropOnAspectRatioChange={false} />,
      );
      await user.click(frame());
      await user.keyboard('{Shift>}{Alt>}{ArrowLeft}{/Alt}{/Shift}');
      expect(frame()).toHaveFocus();
      const before = frameBox();
      rerender(
        <ImageCropper imageFile={photo} defaultCropper={box(0, 0, 100, 100)} aspectRatio={1} resetCropOnAspectRatioChange={false} />,
      );
      const after = frameBox();
      expect(after.x2 - after.x1).toBe(after.y2 - after.y1);
      expect((after.x1 + after.x2) / 2).toBeCloseTo((before.x1 + before.x2) / 2);
      expect(after).not.toEqual(box(100, 0, 300, 200));
    });

    it('scales minimum, maximum and static sizes from px of the image; 20 displayed px at least', async () => {
      const user = setup();
      const { rerender } = await renderLoaded({ maintainAspectRatio: false, cropperMaxWidth: 200, cropperMaxHeight: 100 });
      expect(frameBox()).toEqual(box(150, 75, 250, 125));
      rerender(<ImageCropper imageFile={photo} maintainAspectRatio={false} cropperMaxWidth={20} cropperMinWidth={100} />);
      expect(frameBox()).toEqual(box(150, 75, 250, 125));
      await user.click(frame());
      await user.keyboard(
        '9{Shift>}{Alt>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Alt}{/Shift}',
      );
      // The minimum is 100 px of the image, 50 as displayed; the height stops at 20.
      expect(frameBox()).toEqual(box(200, 75, 250, 125));
      await user.keyboard('{Shift>}{Alt>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Alt}{/Shift}');
      expect(frameBox()).toEqual(box(200, 105, 250, 125));

      rerender(<ImageCropper imageFile={photo} cropperStaticWidth={200} cropperStaticHeight={100} />);
      await settle();
      expect(frameBox().x2 - frameBox().x1).toBe(100);
      expect(frameBox().y2 - frameBox().y1).toBe(50);
      expect(handle('right')).toBeNull();
    });

    it('places the frame at the cropper position given, fitted to the image', async () => {
      await renderLoaded({ maintainAspectRatio: false, defaultCropper: box(350, 10, 450, 60) });
      expect(frameBox()).toEqual(box(300, 10, 400, 60));
    });

    it('follows a controlled cropper position, asking for changes with onCropperChange', async () => {
      const user = setup();
      const onCropperChange = vi.fn();
      const { rerender } = await renderLoaded({ cropper: box(10, 10, 110, 110), onCropperChange });
      expect(frameBox()).toEqual(box(10, 10, 110, 110));
      await user.click(frame());
      await user.keyboard('{ArrowRight}');
      expect(onCropperChange).toHaveBeenLastCalledWith(box(13, 10, 113, 110));
      expect(frameBox()).toEqual(box(10, 10, 110, 110));
      rerender(<ImageCropper imageFile={photo} cropper={box(13, 10, 113, 110)} onCropperChange={onCropperChange} />);
      expect(frameBox()).toEqual(box(13, 10, 113, 110));
    });

    it('with cropper null, places the frame itself and reports it', async () => {
      const onCropperChange = vi.fn();
      await renderLoaded({ cropper: null, onCropperChange });
      expect(onCropperChange).toHaveBeenCalledWith(box(100, 0, 300, 200));
    });

    it('draws a round frame, hides the squares, aligns the image left', async () => {
      await renderLoaded({ roundCropper: true, hideResizeSquares: true, alignImage: 'left' });
      expect(root()).toHaveAttribute('data-round', '');
      expect(root()).toHaveAttribute('data-hide-squares', '');
      expect(root()).toHaveAttribute('data-align', 'left');
      // Without squares the handles still resize.
      expect(handle('top-left')).not.toBeNull();
    });

    it('shows the crop settings as data attributes, before any image is loaded', () => {
      const { rerender } = render(<ImageCropper />);
      expect(root()).toHaveAttribute('data-keep-ratio', '');
      expect(root()).not.toHaveAttribute('data-contain-ratio');
      expect(root()).toHaveAttribute('data-auto-crop', '');
      expect(root()).not.toHaveAttribute('data-only-scale-down');
      expect(root()).toHaveAttribute('data-output', 'blob');
      expect(root()).toHaveAttribute('data-format', 'png');
      rerender(
        <ImageCropper
          maintainAspectRatio={false}
          containWithinAspectRatio
          autoCrop={false}
          onlyScaleDown
          output="base64"
          format="jpeg"
        />,
      );
      expect(root()).not.toHaveAttribute('data-keep-ratio');
      expect(root()).toHaveAttribute('data-contain-ratio', '');
      expect(root()).not.toHaveAttribute('data-auto-crop');
      expect(root()).toHaveAttribute('data-only-scale-down', '');
      expect(root()).toHaveAttribute('data-output', 'base64');
      expect(root()).toHaveAttribute('data-format', 'jpeg');
    });

    it('aligns the image in the middle by default', async () => {
      await renderLoaded();
      expect(root()).toHaveAttribute('data-align', 'center');
      expect(root()).not.toHaveAttribute('data-round');
    });

    it('pads the image to the aspect ratio with containWithinAspectRatio', async () => {
      const onImageLoaded = vi.fn();
      await renderLoaded({ containWithinAspectRatio: true, onImageLoaded });
      expect(onImageLoaded.mock.calls[0][0].transformed.size).toEqual({ width: 800, height: 800 });
      expect(frameBox()).toEqual(box(0, 0, 300, 300));
    });

    it('turns the image by canvasRotation, redrawing what was read, and places the frame again', async () => {
      const onImageLoaded = vi.fn();
      const { rerender } = await renderLoaded({ onImageLoaded, maintainAspectRatio: false });
      rerender(<ImageCropper imageFile={photo} onImageLoaded={onImageLoaded} maintainAspectRatio={false} canvasRotation={1} />);
      await settle();
      expect(onImageLoaded).toHaveBeenCalledTimes(2);
      expect(onImageLoaded.mock.calls[1][0].transformed.size).toEqual({ width: 400, height: 800 });
      expect(onImageLoaded.mock.calls[1][0].original).toBe(onImageLoaded.mock.calls[0][0].original);
      expect(frameBox()).toEqual(box(0, 0, 150, 300));
    });
  });

  describe('keyboard', () => {
    it('is a focusable application named by cropperFrameAriaLabel and described by the keys', async () => {
      await tabToFrame({ cropperFrameAriaLabel: 'Avatar crop' });
      const area = screen.getByRole('application', { name: 'Avatar crop' });
      expect(area).toHaveFocus();
      expect(area).toHaveAccessibleDescription(/Arrow keys move the crop area/);
    });

    it('moves with the arrows by 3 px, stopping at the edges, and announces the area in px of the image', async () => {
      const user = await tabToFrame({ defaultCropper: box(100, 50, 200, 150) });
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(frameBox()).toEqual(box(103, 53, 203, 153));
      expect(screen.getByRole('status')).toHaveTextContent('Crop area: 200 × 200 pixels at 206, 106');
      await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
      expect(frameBox()).toEqual(box(100, 47, 200, 147));
      for (let index = 0; index < 20; index++) await user.keyboard('{ArrowDown}');
      expect(frameBox()).toEqual(box(100, 100, 200, 200));
    });

    it('resizes with Shift (the edge of the arrow), and with Alt too the opposite edge', async () => {
      const user = await tabToFrame({ maintainAspectRatio: false, defaultCropper: box(100, 50, 200, 150) });
      await user.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}');
      expect(frameBox()).toEqual(box(100, 47, 203, 150));
      await user.keyboard('{Shift>}{Alt>}{ArrowRight}{ArrowUp}{/Alt}{/Shift}');
      expect(frameBox()).toEqual(box(103, 47, 203, 147));
    });

    it('sets the step with the digits 1 to 9, from initialStepSize', async () => {
      const user = await tabToFrame({ initialStepSize: 5, defaultCropper: box(100, 50, 200, 150) });
      await user.keyboard('{ArrowRight}');
      expect(frameBox().x1).toBe(105);
      await user.keyboard('1');
      expect(screen.getByRole('status')).toHaveTextContent('Step: 1 pixel');
      await user.keyboard('{ArrowRight}');
      expect(frameBox().x1).toBe(106);
      await user.keyboard('9{ArrowLeft}0{ArrowLeft}');
      expect(frameBox().x1).toBe(88);
      expect(screen.getByRole('status')).toHaveTextContent('Crop area');
    });

    it('leaves other keys, and arrows with Ctrl or Meta, to the page', async () => {
      const user = await tabToFrame({ defaultCropper: box(100, 50, 200, 150) });
      await user.keyboard('{Control>}{ArrowRight}{/Control}{Meta>}{ArrowRight}{/Meta}a{Enter}');
      expect(frameBox()).toEqual(box(100, 50, 200, 150));
      expect(fireEvent.keyDown(frame(), { key: 'ArrowRight' })).toBe(false);
      expect(fireEvent.keyDown(frame(), { key: 'PageDown' })).toBe(true);
    });

    it('lets a consumer onKeyDown that prevents the default stop it', async () => {
      const user = await tabToFrame({ defaultCropper: box(100, 50, 200, 150), onKeyDown: (event) => event.preventDefault() });
      await user.keyboard('{ArrowRight}');
      expect(frameBox()).toEqual(box(100, 50, 200, 150));
    });
  });

  describe('pointer', () => {
    it('moves the frame with the pointer, within the image', async () => {
      const user = setup();
      await renderLoaded({ defaultCropper: box(100, 50, 200, 150) });
      await user.pointer([
        { keys: '[MouseLeft>]', target: frame(), coords: { clientX: 150, clientY: 100 } },
        { coords: { clientX: 180, clientY: 120 } },
      ]);
      expect(frameBox()).toEqual(box(130, 70, 230, 170));
      await user.pointer([{ coords: { clientX: 600, clientY: 600 } }, { keys: '[/MouseLeft]' }]);
      expect(frameBox()).toEqual(box(300, 100, 400, 200));
    });

    it('resizes from each of the 8 handles', async () => {
      const user = setup();
      await renderLoaded({ maintainAspectRatio: false, defaultCropper: box(100, 50, 200, 150) });
      const moves: Array<[string, ReturnType<typeof box>]> = [
        ['top-left', box(90, 40, 200, 150)],
        ['top', box(90, 30, 200, 150)],
        ['top-right', box(90, 20, 210, 150)],
        ['right', box(90, 20, 220, 150)],
        ['bottom-right', box(90, 20, 230, 160)],
        ['bottom', box(90, 20, 230, 170)],
        ['bottom-left', box(80, 20, 230, 180)],
        ['left', box(70, 20, 230, 180)],
      ];
      expect(document.querySelectorAll('[data-handle]')).toHaveLength(8);
      for (const [name, expected] of moves) {
        const target = handle(name);
        const horizontal = name.includes('left') ? -10 : name.includes('right') ? 10 : 0;
        const vertical = name.startsWith('top') ? -10 : name.startsWith('bottom') ? 10 : 0;
        await user.pointer([
          { keys: '[MouseLeft>]', target, coords: { clientX: 0, clientY: 0 } },
          { coords: { clientX: horizontal, clientY: vertical } },
          { keys: '[/MouseLeft]' },
        ]);
        expect(frameBox()).toEqual(expected);
      }
    });

    it('drags the image with allowMoveImage, reporting the transform in its unit', async () => {
      const user = setup();
      const onTransformChange = vi.fn();
      await renderLoaded({ allowMoveImage: true, onTransformChange, defaultCropper: box(100, 50, 150, 100) });
      expect(root()).toHaveAttribute('data-move-image', '');
      await user.pointer([
        { keys: '[MouseLeft>]', target: overlay(), coords: { clientX: 300, clientY: 150 } },
        { coords: { clientX: 340, clientY: 130 } },
        { keys: '[/MouseLeft]' },
      ]);
      expect(onTransformChange).toHaveBeenLastCalledWith({ translateUnit: '%', translateH: 10, translateV: -10 });
      expect(screen.getByRole('img').style.transform).toBe('translate(10%, -10%) scale(1, 1) rotate(0deg)');
      expect(frameBox()).toEqual(box(100, 50, 150, 100));
    });

    it('does not drag the image without allowMoveImage', async () => {
      const user = setup();
      const onTransformChange = vi.fn();
      await renderLoaded({ onTransformChange });
      await user.pointer([
        { keys: '[MouseLeft>]', target: overlay(), coords: { clientX: 5, clientY: 5 } },
        { coords: { clientX: 50, clientY: 50 } },
        { keys: '[/MouseLeft]' },
      ]);
      expect(onTransformChange).not.toHaveBeenCalled();
    });

    it('pinches with two fingers: apart to grow the frame around its middle, together to shrink it', async () => {
      const user = setup();
      await renderLoaded({ defaultCropper: box(150, 50, 250, 150) });
      await user.pointer([
        { keys: '[TouchA>]', target: frame(), coords: { clientX: 150, clientY: 100 } },
        { keys: '[TouchB>]', target: frame(), coords: { clientX: 250, clientY: 100 } },
        { pointerName: 'TouchB', coords: { clientX: 300, clientY: 100 } },
      ]);
      expect(frameBox()).toEqual(box(125, 25, 275, 175));
      await user.pointer([{ pointerName: 'TouchB', coords: { clientX: 200, clientY: 100 } }, { keys: '[/TouchA][/TouchB]' }]);
      expect(frameBox()).toEqual(box(175, 75, 225, 125));
    });

    it('warns, once, that pinching is unavailable in a browser without pointer events', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { unmount } = render(<ImageCropper />);
      expect(warn).not.toHaveBeenCalledWith(PINCH_UNAVAILABLE_WARNING);
      unmount();
      vi.stubGlobal('PointerEvent', undefined);
      render(<ImageCropper />);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        'Aquila UI: ImageCropper found no pointer events in this browser, so pinching (and dragging) the crop area is unavailable; the keyboard still moves and resizes it.',
      );
    });
  });

  describe('controlled without a handler', () => {
    it('warns once in development that cropper without onCropperChange is read-only, naming defaultCropper', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderLoaded({ cropper: box(100, 50, 200, 150) });
      const warnings = warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('read-only'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('ImageCropper got `cropper` without `onCropperChange`');
      expect(warnings[0]).toContain('`defaultCropper`');
    });

    it('warns once that transform without onTransformChange is read-only, naming defaultTransform', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderLoaded({ transform: { scale: 2 } });
      const warnings = warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('read-only'));
      expect(warnings).toEqual([expect.stringContaining('ImageCropper got `transform` without `onTransformChange`')]);
      expect(warnings[0]).toContain('`defaultTransform`');
    });

    it('does not warn when the handlers are given', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await renderLoaded({ cropper: null, onCropperChange: () => {}, transform: {}, onTransformChange: () => {} });
      expect(warn.mock.calls.filter(([text]) => String(text).includes('read-only'))).toEqual([]);
    });
  });

  describe('disabled and hidden', () => {
    it('disabled hides the handles and ignores pointer and keyboard', async () => {
      const user = setup();
      const onCropperChange = vi.fn();
      await renderLoaded({ disabled: true, defaultCropper: box(100, 50, 200, 150), onCropperChange });
      onCropperChange.mockClear();
      expect(root()).toHaveAttribute('data-disabled', '');
      expect(document.querySelectorAll('[data-handle]')).toHaveLength(0);
      expect(frame()).toHaveAttribute('aria-disabled', 'true');
      expect(frame()).toHaveAttribute('tabindex', '-1');
      await user.pointer([
        { keys: '[MouseLeft>]', target: frame(), coords: { clientX: 0, clientY: 0 } },
        { coords: { clientX: 30, clientY: 30 } },
        { keys: '[/MouseLeft]' },
      ]);
      frame().focus();
      await user.keyboard('{ArrowRight}');
      expect(frameBox()).toEqual(box(100, 50, 200, 150));
      expect(onCropperChange).not.toHaveBeenCalled();
    });

    it('follows a resize of the cropper, keeping the same part of the image', async () => {
      await renderLoaded({ defaultCropper: box(100, 50, 200, 150) });
      browser.stubs.setBox({ width: 200, height: 200 });
      browser.resizeObserver.resize();
      expect(frameBox()).toEqual(box(50, 25, 100, 75));
    });

    it('hidden hides the cropper; a resize meanwhile is applied when it is shown again', async () => {
      const { rerender } = await renderLoaded({ defaultCropper: box(100, 50, 200, 150), hidden: true });
      expect(root()).toHaveAttribute('data-hidden', '');
      browser.stubs.setBox({ width: 200, height: 200 });
      browser.resizeObserver.resize();
      expect(frameBox()).toEqual(box(100, 50, 200, 150));
      rerender(<ImageCropper imageFile={photo} defaultCropper={box(100, 50, 200, 150)} hidden={false} />);
      expect(root()).not.toHaveAttribute('data-hidden');
      expect(frameBox()).toEqual(box(50, 25, 100, 75));
    });
  });

  describe('output', () => {
    it('autoCrop crops once the image is ready: a png blob with its object URL, sizes and positions', async () => {
      const onImageCropped = vi.fn();
      const onStartCropImage = vi.fn();
      await renderLoaded({ onImageCropped, onStartCropImage });
      expect(onStartCropImage).toHaveBeenCalledTimes(1);
      expect(onImageCropped).toHaveBeenCalledTimes(1);
      const result = onImageCropped.mock.calls[0][0];
      expect(result).toMatchObject(centredSquareCrop);
      expect(result.blob).toBeInstanceOf(Blob);
      expect(result.blob.type).toBe('image/png');
      expect(browser.stubs.blobOf(result.objectUrl)).toBe(result.blob);
      expect(result.base64).toBeUndefined();
      expect(browser.stubs.encodings.at(-1)).toEqual({ width: 400, height: 400, type: 'image/png', quality: 0.92 });
      const drawing = browser.stubs.canvases.at(-1)!;
      expect(drawing.calls.map(([name]) => name)).toEqual(['setTransform', 'drawImage']);
      expect(drawing.calls[0].map((value) => (typeof value === 'number' ? value + 0 : value))).toEqual([
        'setTransform',
        1,
        0,
        0,
        1,
        200,
        200,
      ]);
      expect(drawing.calls[1]).toEqual(['drawImage', expect.any(HTMLImageElement), -400, -200]);
    });

    it('crops again 100 ms after the last of several changes, and once after a pointer gesture ends', async () => {
      const user = setup();
      const onImageCropped = vi.fn();
      await renderLoaded({ onImageCropped, defaultCropper: box(100, 50, 200, 150) });
      onImageCropped.mockClear();
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await settle(99);
      expect(onImageCropped).not.toHaveBeenCalled();
      await settle();
      expect(onImageCropped).toHaveBeenCalledTimes(1);
      expect(onImageCropped.mock.calls[0][0].cropperPosition).toEqual(box(109, 50, 209, 150));

      onImageCropped.mockClear();
      await user.pointer([
        { keys: '[MouseLeft>]', target: frame(), coords: { clientX: 0, clientY: 0 } },
        { coords: { clientX: 10, clientY: 0 } },
      ]);
      await settle();
      await user.pointer([{ coords: { clientX: 20, clientY: 0 } }]);
      await settle();
      expect(onImageCropped).not.toHaveBeenCalled();
      await user.pointer([{ keys: '[/MouseLeft]' }]);
      await settle();
      expect(onImageCropped).toHaveBeenCalledTimes(1);
      expect(onImageCropped.mock.calls[0][0].cropperPosition).toEqual(box(129, 50, 229, 150));
    });

    it('crops after a transform change', async () => {
      const onImageCropped = vi.fn();
      const { rerender } = await renderLoaded({ onImageCropped });
      onImageCropped.mockClear();
      rerender(<ImageCropper imageFile={photo} onImageCropped={onImageCropped} transform={{ rotate: 90, scale: 2, flipH: true }} />);
      expect(screen.getByRole('img').style.transform).toBe('translate(0%, 0%) scale(-2, 2) rotate(90deg)');
      await settle();
      expect(onImageCropped).toHaveBeenCalledTimes(1);
      const [, a, b, c, d] = browser.stubs.canvases.at(-1)!.calls[0] as number[];
      expect([a, b, c, d].map((value) => Math.round(value) + 0)).toEqual([0, 2, 2, 0]);
    });

    it('does not crop by itself with autoCrop off; crop() crops when asked', async () => {
      const onImageCropped = vi.fn();
      const { handleRef } = await renderLoaded({ autoCrop: false, onImageCropped });
      expect(onImageCropped).not.toHaveBeenCalled();
      const result = await cropNow(handleRef);
      expect(onImageCropped).toHaveBeenCalledTimes(1);
      expect(onImageCropped).toHaveBeenCalledWith(result);
    });

    it('gives base64 with output "base64", and crop("base64") on request', async () => {
      const onImageCropped = vi.fn();
      const { handleRef } = await renderLoaded({ output: 'base64', onImageCropped });
      expect(onImageCropped.mock.calls[0][0].base64).toMatch(/^data:image\/png;base64,/);
      expect(onImageCropped.mock.calls[0][0].blob).toBeUndefined();
      expect((await cropNow(handleRef, 'blob')).blob).toBeInstanceOf(Blob);
    });

    it.each([
      ['jpeg', 50, 0.5],
      ['webp', 150, 1],
      ['jpeg', -3, 0],
    ] as const)('encodes format %s at imageQuality %i as %d', async (format, imageQuality, quality) => {
      await renderLoaded({ format, imageQuality });
      expect(browser.stubs.encodings.at(-1)).toMatchObject({ type: `image/${format}`, quality });
    });

    it('resizes to resizeToWidth / resizeToHeight, only down with onlyScaleDown', async () => {
      const onImageCropped = vi.fn();
      const { rerender } = await renderLoaded({ onImageCropped, resizeToWidth: 100 });
      expect(onImageCropped.mock.lastCall![0]).toMatchObject({ width: 100, height: 100 });
      rerender(<ImageCropper imageFile={photo} onImageCropped={onImageCropped} resizeToHeight={800} />);
      await settle();
      expect(onImageCropped.mock.lastCall![0]).toMatchObject({ width: 800, height: 800 });
      rerender(<ImageCropper imageFile={photo} onImageCropped={onImageCropped} resizeToHeight={800} onlyScaleDown />);
      await settle();
      expect(onImageCropped.mock.lastCall![0]).toMatchObject({ width: 400, height: 400 });
    });

    it('fills backgroundColor under the image; a colour that is none fills nothing and warns', async () => {
      await renderLoaded({ backgroundColor: 'white' });
      expect(browser.stubs.canvases.at(-1)!.calls[0]).toEqual(['fillRect', 'rgb(255, 255, 255)', 0, 0, 400, 400]);
      const warn = watchWarnings();
      const { unmount } = await renderLoaded({ backgroundColor: 'rgb(1, 2)' });
      expect(browser.stubs.canvases.at(-1)!.calls.some(([call]) => call === 'fillRect')).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Invalid RGB color format: ImageCropper backgroundColor got "rgb(1, 2)"'),
      );
      unmount();
    });

    it('fills a backgroundColor in the wider syntaxes as its sRGB channels, and a var() as the cropper’s CSS resolves it', async () => {
      const { unmount } = await renderLoaded({ backgroundColor: 'oklch(62.8% 0.2577 29.23)' });
      expect(browser.stubs.canvases.at(-1)!.calls[0]).toEqual(['fillRect', 'rgb(255, 0, 0)', 0, 0, 400, 400]);
      unmount();
      const computed = window.getComputedStyle;
      vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
        (element as HTMLElement).hidden ? ({ color: 'rgb(1, 2, 3)' } as CSSStyleDeclaration) : computed(element, pseudo),
      );
      await renderLoaded({ backgroundColor: 'var(--paper)' });
      expect(browser.stubs.canvases.at(-1)!.calls[0]).toEqual(['fillRect', 'rgb(1, 2, 3)', 0, 0, 400, 400]);
    });

    it('shows backgroundColor around the image once it is shown, under the consumer’s own style', async () => {
      const { unmount } = render(<ImageCropper imageFile={photo} backgroundColor="aliceblue" style={{ margin: 4 }} />);
      expect(root().style.background).toBe('');
      await settle();
      expect(root()).toHaveStyle({ background: 'rgb(240, 248, 255)', margin: '4px' });
      unmount();
      await renderLoaded({ backgroundColor: 'aliceblue', style: { background: 'black' } });
      expect(root().style.background).toBe('black');
    });

    it('revokes the previous result’s object URL when a new one comes, and all on unmount', async () => {
      const user = setup();
      const onImageCropped = vi.fn();
      const { unmount } = await renderLoaded({ onImageCropped });
      const first = onImageCropped.mock.calls[0][0].objectUrl;
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      await settle();
      expect(browser.stubs.liveUrls()).not.toContain(first);
      expect(browser.stubs.liveUrls()).toContain(onImageCropped.mock.lastCall![0].objectUrl);
      unmount();
      expect(browser.stubs.liveUrls()).toEqual([]);
    });

    it('gives offsetImagePosition, the frame over the image as read, only when the image is padded to the ratio', async () => {
      const onImageCropped = vi.fn();
      await renderLoaded({ onImageCropped, containWithinAspectRatio: true });
      const padded = onImageCropped.mock.lastCall![0];
      expect(padded.offsetImagePosition).toEqual(expect.objectContaining({ x1: expect.any(Number), y2: expect.any(Number) }));
      onImageCropped.mockClear();
      await renderLoaded({ onImageCropped });
      expect(onImageCropped.mock.lastCall![0]).not.toHaveProperty('offsetImagePosition');
    });

    it('crop() resolves null before an image is shown', async () => {
      const handleRef = createRef<ImageCropperHandle>();
      render(<ImageCropper handleRef={handleRef} />);
      await expect(handleRef.current!.crop()).resolves.toBeNull();
    });

    it(`crop() rejects with '${IMAGE_CROPPER_ERRORS.cropFailed}' when the browser cannot draw; the auto crop logs it`, async () => {
      const onImageCropped = vi.fn();
      const { handleRef } = await renderLoaded({ autoCrop: false, onImageCropped });
      browser.stubs.failContext(true);
      await expect(cropNow(handleRef)).rejects.toThrow(new Error('Crop image failed'));
      render(<ImageCropper imageFile={png(100, 100)} />);
      await settle();
      expect(browser.consoleError).toHaveBeenCalledWith(new Error('Crop image failed'));
      expect(onImageCropped).not.toHaveBeenCalled();
    });

    it('leaves blob, objectUrl or base64 null when the browser cannot encode', async () => {
      browser.stubs.failEncoding(true);
      const onImageCropped = vi.fn();
      const { handleRef } = await renderLoaded({ onImageCropped });
      expect(onImageCropped.mock.calls[0][0]).toMatchObject({ blob: null, objectUrl: null });
      expect((await cropNow(handleRef, 'base64')).base64).toBeNull();
    });

    it(`fails the load with '${IMAGE_CROPPER_ERRORS.transformedBlob}' when a turned image cannot be encoded`, async () => {
      browser.stubs.failEncoding(true);
      const onLoadImageFailed = vi.fn();
      render(<ImageCropper imageFile={png(100, 50)} canvasRotation={1} onLoadImageFailed={onLoadImageFailed} />);
      await settle();
      expect(onLoadImageFailed).toHaveBeenCalledTimes(1);
      expect(browser.consoleError).toHaveBeenCalledWith(new Error('Failed to get Blob for transformed image.'));
    });
  });

  it('has no axe violations once ready', async () => {
    vi.useRealTimers();
    const { container } = render(<ImageCropper imageFile={png(800, 400)} />);
    await screen.findByRole('application');
    const results = await axe.run(container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
