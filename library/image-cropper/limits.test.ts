import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import type { ImageCropperOptions } from './types.ts';
import { LIMIT_SETTINGS, frameRules, limitsKeyOf, type LimitSettings } from './limits.ts';

const base: LimitSettings = { ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false };
const display = { width: 400, height: 300 };
const image = { width: 800, height: 600 }; // shown at half size

describe('frameRules', () => {
  it('lets the frame take the whole displayed image, and no less than 20 displayed px', () => {
    expect(frameRules(base, display, image)).toEqual({
      bounds: display,
      minWidth: 20,
      minHeight: 20,
      maxWidth: 400,
      maxHeight: 300,
      aspectRatio: null,
      resizable: true,
    });
  });

  it('scales minimums and maximums from px of the image to px of the display', () => {
    const rules = frameRules(
      { ...base, cropperMinWidth: 100, cropperMinHeight: 60, cropperMaxWidth: 500, cropperMaxHeight: 400 },
      display,
      image,
    );
    expect(rules).toMatchObject({ minWidth: 50, minHeight: 30, maxWidth: 250, maxHeight: 200 });
  });

  it('never goes below 20 displayed px, however small the minimum', () => {
    const rules = frameRules({ ...base, cropperMinWidth: 10, cropperMinHeight: 30 }, display, image);
    expect(rules).toMatchObject({ minWidth: 20, minHeight: 20 });
  });

  it('ignores a maximum at or below 20', () => {
    expect(frameRules({ ...base, cropperMaxWidth: 20, cropperMaxHeight: 5 }, display, image)).toMatchObject({
      maxWidth: 400,
      maxHeight: 300,
    });
    expect(frameRules({ ...base, cropperMaxWidth: 21 }, display, image)).toMatchObject({ maxWidth: 10.5 });
  });

  it('caps a maximum at the displayed image', () => {
    expect(frameRules({ ...base, cropperMaxWidth: 5000 }, display, image)).toMatchObject({ maxWidth: 400 });
  });

  it('fixes the size with a static width and height: the frame can only move, and keeps no ratio', () => {
    const rules = frameRules({ ...IMAGE_CROPPER_DEFAULTS, cropperStaticWidth: 200, cropperStaticHeight: 100 }, display, image);
    expect(rules).toMatchObject({ minWidth: 100, maxWidth: 100, minHeight: 50, maxHeight: 50, aspectRatio: null, resizable: false });
  });

  it('fixes one side with one static size', () => {
    expect(frameRules({ ...base, cropperStaticWidth: 300 }, display, image)).toMatchObject({
      minWidth: 150,
      maxWidth: 150,
      resizable: true,
    });
  });

  it('makes the limits agree with the aspect ratio', () => {
    const rules = frameRules({ ...base, maintainAspectRatio: true, aspectRatio: 2, cropperMinHeight: 100 }, display, image);
    expect(rules).toMatchObject({ aspectRatio: 2, maxWidth: 400, maxHeight: 200, minWidth: 100, minHeight: 50 });
    const tall = frameRules({ ...base, maintainAspectRatio: true, aspectRatio: 0.5 }, display, image);
    expect(tall).toMatchObject({ maxWidth: 150, maxHeight: 300, minWidth: 20, minHeight: 40 });
  });

  it('lets the minimum give way on an image smaller than it', () => {
    const rules = frameRules({ ...base, cropperMinWidth: 1000 }, { width: 15, height: 10 }, { width: 15, height: 10 });
    expect(rules).toMatchObject({ minWidth: 15, maxWidth: 15, minHeight: 10, maxHeight: 10 });
  });
});

describe('limitsKeyOf', () => {
  it('changes with each limit setting, and with no other setting', () => {
    const key = limitsKeyOf(IMAGE_CROPPER_DEFAULTS);
    for (const name of LIMIT_SETTINGS) {
      const changed = { ...IMAGE_CROPPER_DEFAULTS, [name]: typeof IMAGE_CROPPER_DEFAULTS[name] === 'boolean' ? false : 7 };
      expect(limitsKeyOf(changed), name).not.toBe(key);
    }
    const others: ImageCropperOptions = { ...IMAGE_CROPPER_DEFAULTS, resizeToWidth: 7, roundCropper: true, alignImage: 'left' };
    expect(limitsKeyOf(others)).toBe(key);
  });
});
