import { act, renderHook } from '@testing-library/react';
import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import { box } from './testing.ts';
import type { ImageCropperOptions } from './types.ts';
import { useCropArea, type UseCropAreaOptions } from './useCropArea.ts';

/** An 800 × 400 image shown at 400 × 200. */
const imageSize = { width: 800, height: 400 };
const display = { width: 400, height: 200 };

function renderArea(props: Partial<UseCropAreaOptions> = {}) {
  const onCropperChange = vi.fn();
  const onCropperReady = vi.fn();
  const base: UseCropAreaOptions = { settings: IMAGE_CROPPER_DEFAULTS, imageSize, display, onCropperChange, onCropperReady };
  const rendered = renderHook((next: Partial<UseCropAreaOptions>) => useCropArea({ ...base, ...next }), { initialProps: props });
  return {
    ...rendered,
    onCropperChange,
    onCropperReady,
    rerender: (next: Partial<UseCropAreaOptions>) => rendered.rerender({ ...props, ...next }),
  };
}

describe('useCropArea', () => {
  it('has no frame and no rules before the image is displayed, nor a frame before it is placed', () => {
    expect(renderArea({ display: null }).result.current).toMatchObject({ frame: null, rules: null });
    expect(renderArea({ imageSize: null }).result.current.rules).toBeNull();
    const { result } = renderArea();
    expect(result.current.frame).toBeNull();
    expect(result.current.rules).toMatchObject({ bounds: display, aspectRatio: 1, resizable: true });
  });

  it('places the largest centred frame on a measured image, and reports it and the size', () => {
    const { result, onCropperChange, onCropperReady } = renderArea();
    act(() => result.current.place(display));
    expect(result.current.frame).toEqual(box(100, 0, 300, 200));
    expect(onCropperChange).toHaveBeenCalledWith(box(100, 0, 300, 200));
    expect(onCropperReady).toHaveBeenCalledWith({ width: 400, height: 200 });
  });

  it('starts from defaultCropper, fitted to the image; a controlled cropper wins', () => {
    const { result } = renderArea({ defaultCropper: box(350, 10, 450, 110) });
    act(() => result.current.place(display));
    expect(result.current.frame).toEqual(box(300, 10, 400, 110));

    const controlled = renderArea({ cropper: box(10, 10, 60, 60), defaultCropper: box(350, 10, 450, 110) });
    act(() => controlled.result.current.place(display));
    expect(controlled.onCropperChange).toHaveBeenLastCalledWith(box(10, 10, 60, 60));
  });

  it('with a controlled cropper, shows the prop and asks for changes', () => {
    const { result, rerender, onCropperChange } = renderArea({ cropper: box(10, 10, 110, 110) });
    expect(result.current.frame).toEqual(box(10, 10, 110, 110));
    act(() => result.current.setPosition(box(20, 10, 120, 110)));
    expect(onCropperChange).toHaveBeenLastCalledWith(box(20, 10, 120, 110));
    expect(result.current.frame).toEqual(box(10, 10, 110, 110));
    rerender({ cropper: box(20, 10, 120, 110) });
    expect(result.current.frame).toEqual(box(20, 10, 120, 110));
  });

  it('shows any position fitted to the rules: corners in order, in the aspect ratio, inside the image', () => {
    const { result } = renderArea({ cropper: box(390, 150, 300, 10) });
    expect(result.current.frame).toEqual(box(300, 10, 390, 100));
    const free = renderArea({ cropper: box(390, 250, 300, 10), settings: { ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false } });
    expect(free.result.current.frame).toEqual(box(300, 0, 390, 200));
  });

  it('keeps the frame on the same part of the image when the display is resized', () => {
    const { result, rerender } = renderArea({ defaultCropper: box(100, 50, 200, 150) });
    act(() => result.current.place(display));
    const smaller = { width: 200, height: 100 };
    act(() => result.current.rescale(display, smaller));
    rerender({ display: smaller });
    expect(result.current.frame).toEqual(box(50, 25, 100, 75));
  });

  it('fits the frame to new limits when the ratio stays', () => {
    const free = { ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false };
    const { result, rerender, onCropperChange } = renderArea({ settings: free, defaultCropper: box(100, 50, 300, 150) });
    act(() => result.current.place(display));
    rerender({ settings: { ...free, cropperMaxWidth: 200 }, defaultCropper: box(100, 50, 300, 150) });
    expect(result.current.frame).toEqual(box(100, 50, 200, 150));
    expect(onCropperChange).toHaveBeenLastCalledWith(box(100, 50, 200, 150));
  });

  it('puts the frame back in the middle for a new aspect ratio, or keeps its middle', () => {
    const { result, rerender } = renderArea({ defaultCropper: box(0, 0, 100, 100) });
    act(() => result.current.place(display));
    rerender({ settings: { ...IMAGE_CROPPER_DEFAULTS, aspectRatio: 2 } });
    expect(result.current.frame).toEqual(box(0, 0, 400, 200));

    const keep = { ...IMAGE_CROPPER_DEFAULTS, resetCropOnAspectRatioChange: false };
    act(() => result.current.setPosition(box(40, 60, 140, 110)));
    rerender({ settings: { ...keep, aspectRatio: 2 } });
    rerender({ settings: { ...keep, aspectRatio: 1 } });
    // Its middle stays at (90, 85).
    expect(result.current.frame).toEqual(box(40, 35, 140, 135));
  });

  it('leaves the frame alone when settings other than the limits change', () => {
    const { result, rerender, onCropperChange } = renderArea({ defaultCropper: box(0, 0, 100, 100) });
    act(() => result.current.place(display));
    onCropperChange.mockClear();
    const others: ImageCropperOptions = { ...IMAGE_CROPPER_DEFAULTS, resizeToWidth: 50, roundCropper: true };
    rerender({ settings: others });
    expect(result.current.frame).toEqual(box(0, 0, 100, 100));
    expect(onCropperChange).not.toHaveBeenCalled();
  });
});
