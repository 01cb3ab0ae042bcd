import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { pngHeader, settle } from './browserStubs.testing.ts';
import { stubBrowserEachTest } from './testing.ts';
import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { loadImage } from './loadImage.ts';
import type { LoadedImage } from './types.ts';
import { useCropperLayout, type UseCropperLayoutOptions } from './useCropperLayout.ts';

const browser = stubBrowserEachTest({ resizeObserver: true });

const decoded = (width: number, height: number) =>
  loadImage({ bytes: pngHeader(width, height), type: 'image/png' }, { canvasRotation: 0, containRatio: null, checkImageType: true });

type HarnessProps = Omit<UseCropperLayoutOptions, 'imageRef' | 'rootRef' | 'image'> & { image: LoadedImage | null };

/** The image shown the way the cropper shows it (the stubs lay out its `<img>` in the box), and the layout found. */
function Harness(props: HarnessProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const layout = useCropperLayout({ ...props, rootRef, imageRef });
  return (
    <div ref={rootRef}>
      {props.image && <img ref={imageRef} className="aq-image-cropper__image" src={props.image.transformed.objectUrl} alt="Photo" />}
      <output>{layout ? `${layout.width} × ${layout.height} at ${layout.left}, ${layout.top}` : 'Not measured'}</output>
    </div>
  );
}

function renderLayout(image: LoadedImage | null, hidden = false) {
  const callbacks = { onMeasured: vi.fn(), onResized: vi.fn(), onUnmeasurable: vi.fn() };
  const rendered = render(<Harness image={image} hidden={hidden} {...callbacks} />);
  const rerender = (next: Partial<HarnessProps>) =>
    rendered.rerender(<Harness image={image} hidden={hidden} {...callbacks} {...next} />);
  return { ...callbacks, rerender, unmount: rendered.unmount };
}
const shown = () => screen.getByRole('status').textContent;
const resize = () => browser.resizeObserver.resize();

describe('useCropperLayout', () => {
  it('has no layout without an image', () => {
    renderLayout(null);
    expect(shown()).toBe('Not measured');
  });

  it('measures the shown image once it has a width, and reports it', async () => {
    const image = await decoded(800, 400);
    const { onMeasured } = renderLayout(image);
    expect(shown()).toBe('400 × 200 at 0, 0');
    expect(onMeasured).toHaveBeenCalledTimes(1);
    expect(onMeasured).toHaveBeenCalledWith({ width: 400, height: 200, left: 0, top: 0 });
  });

  it('retries every 50 ms while the image has no width, and gives up after 40 retries', async () => {
    const image = await decoded(100, 100);
    browser.stubs.setBox(null);
    const { onMeasured, onUnmeasurable } = renderLayout(image);
    await settle(39 * 50);
    expect(onUnmeasurable).not.toHaveBeenCalled();
    await settle(50);
    expect(onUnmeasurable).toHaveBeenCalledTimes(1);
    expect(onUnmeasurable).toHaveBeenCalledWith(new Error(IMAGE_CROPPER_ERRORS.notMeasurable));
    expect(onMeasured).not.toHaveBeenCalled();
    expect(shown()).toBe('Not measured');
  });

  it('measures as soon as a retry finds a width', async () => {
    const image = await decoded(100, 100);
    browser.stubs.setBox(null);
    const { onMeasured } = renderLayout(image);
    await settle(200);
    browser.stubs.setBox({ width: 400, height: 300 });
    await settle(50);
    expect(onMeasured).toHaveBeenCalledWith({ width: 100, height: 100, left: 0, top: 0 });
  });

  it('measures a new image afresh, having no layout until then', async () => {
    const first = await decoded(800, 400);
    const second = await decoded(300, 600);
    const { rerender, onMeasured } = renderLayout(first);
    browser.stubs.setBox(null);
    rerender({ image: second });
    expect(shown()).toBe('Not measured');
    browser.stubs.setBox({ width: 400, height: 300 });
    await settle(50);
    expect(shown()).toBe('150 × 300 at 0, 0');
    expect(onMeasured).toHaveBeenCalledTimes(2);
  });

  it('follows a resize of the root, reporting the layout before and after; an unchanged one is not reported', async () => {
    const { onResized } = renderLayout(await decoded(800, 400));
    resize();
    expect(onResized).not.toHaveBeenCalled();
    browser.stubs.setBox({ width: 200, height: 200 });
    resize();
    expect(shown()).toBe('200 × 100 at 0, 0');
    expect(onResized).toHaveBeenCalledWith({ width: 400, height: 200, left: 0, top: 0 }, { width: 200, height: 100, left: 0, top: 0 });
  });

  it('while hidden, keeps a resize for when it is shown again', async () => {
    const { rerender, onResized } = renderLayout(await decoded(800, 400), true);
    browser.stubs.setBox({ width: 200, height: 200 });
    resize();
    expect(shown()).toBe('400 × 200 at 0, 0');
    expect(onResized).not.toHaveBeenCalled();
    rerender({ hidden: false });
    expect(shown()).toBe('200 × 100 at 0, 0');
    expect(onResized).toHaveBeenCalledTimes(1);
  });

  it('stops following resizes when unmounted', async () => {
    const { unmount } = renderLayout(await decoded(800, 400));
    expect(browser.resizeObserver.observing()).toHaveLength(1);
    unmount();
    expect(browser.resizeObserver.observing()).toHaveLength(0);
  });
});
