import {
  cropMatrix,
  cssTransform,
  fullTransform,
  imagePosition,
  imageTranslate,
  offsetImagePosition,
  needsRedraw,
  orientMatrix,
  outputQuality,
  outputSize,
  quarterTurns,
  resizeRatio,
  shownSize,
  translatedBy,
  type Matrix,
} from './output.ts';
import type { LoadedImage } from './types.ts';

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) =>
  [a * x + c * y + e, b * x + d * y + f].map((v) => Math.round(v * 1e6) / 1e6 + 0);
const upright = { rotate: 0, flip: false };

describe('outputQuality', () => {
  it('divides imageQuality by 100 and clamps it to 0–1', () => {
    expect(outputQuality(92)).toBe(0.92);
    expect(outputQuality(50)).toBe(0.5);
    expect(outputQuality(150)).toBe(1);
    expect(outputQuality(-5)).toBe(0);
    expect(outputQuality(Number.NaN)).toBe(0.92);
  });
});

describe('resizeRatio and outputSize', () => {
  const none = { resizeToWidth: 0, resizeToHeight: 0, onlyScaleDown: false };
  it('is 1 when no size is asked for', () => {
    expect(resizeRatio(300, 200, none)).toBe(1);
  });

  it('meets resizeToWidth and resizeToHeight, the smaller ratio winning', () => {
    expect(resizeRatio(300, 200, { ...none, resizeToWidth: 150 })).toBe(0.5);
    expect(resizeRatio(300, 200, { ...none, resizeToHeight: 400 })).toBe(2);
    expect(resizeRatio(300, 200, { ...none, resizeToWidth: 600, resizeToHeight: 100 })).toBe(0.5);
  });

  it('never enlarges with onlyScaleDown', () => {
    expect(resizeRatio(300, 200, { ...none, resizeToWidth: 600, onlyScaleDown: true })).toBe(1);
    expect(resizeRatio(300, 200, { ...none, resizeToWidth: 150, onlyScaleDown: true })).toBe(0.5);
  });

  it('gives whole px, the height following the width when a ratio is kept', () => {
    expect(outputSize(300.4, 199.6, 1, null)).toEqual({ width: 300, height: 200 });
    expect(outputSize(333, 333, 0.5, 1)).toEqual({ width: 167, height: 167 });
    expect(outputSize(333, 222, 0.5, null)).toEqual({ width: 167, height: 111 });
    expect(outputSize(0.2, 0.2, 1, null)).toEqual({ width: 1, height: 1 });
  });
});

describe('imagePosition', () => {
  it('maps the frame from the display to whole px of the image, inside it', () => {
    const display = { width: 400, height: 300 };
    const image = { width: 800, height: 600 };
    expect(imagePosition({ x1: 10.2, y1: 20, x2: 110, y2: 300.4 }, display, image)).toEqual({ x1: 20, y1: 40, x2: 220, y2: 600 });
  });
});

describe('transforms', () => {
  it('fills in a missing transform: no shift, in %, scale 1, no turn or mirror', () => {
    expect(fullTransform(undefined)).toEqual({
      translateH: 0,
      translateV: 0,
      translateUnit: '%',
      scale: 1,
      rotate: 0,
      flipH: false,
      flipV: false,
    });
  });

  it('writes the CSS transform: shift, zoom with mirrors as negative scales, then the turn', () => {
    expect(cssTransform(undefined)).toBe('translate(0%, 0%) scale(1, 1) rotate(0deg)');
    expect(cssTransform({ translateH: 10, translateV: -5, translateUnit: 'px', scale: 2, rotate: 90, flipH: true })).toBe(
      'translate(10px, -5px) scale(-2, 2) rotate(90deg)',
    );
    expect(cssTransform({ flipV: true, scale: 0.5 })).toBe('translate(0%, 0%) scale(0.5, -0.5) rotate(0deg)');
  });

  it('converts the shift to px of the image: % of its size, displayed px scaled up', () => {
    const display = { width: 200, height: 100 };
    const image = { width: 800, height: 400 };
    expect(imageTranslate({ translateH: 10, translateV: -25 }, display, image)).toEqual({ x: 80, y: -100 });
    expect(imageTranslate({ translateH: 10, translateV: -25, translateUnit: 'px' }, display, image)).toEqual({ x: 40, y: -100 });
  });

  it('adds a drag to the shift in the transform’s own unit', () => {
    const display = { width: 200, height: 100 };
    expect(translatedBy({ scale: 2 }, 20, -10, display)).toEqual({ scale: 2, translateUnit: '%', translateH: 10, translateV: -10 });
    expect(translatedBy({ translateUnit: 'px', translateH: 5 }, 20, -10, display)).toEqual({
      translateUnit: 'px',
      translateH: 25,
      translateV: -10,
    });
  });
});

describe('cropMatrix', () => {
  const image = { width: 100, height: 50 };
  const crop = { x1: 10, y1: 20, x2: 60, y2: 40 };
  const none = { x: 0, y: 0 };

  it('puts the crop’s top left at the output’s origin', () => {
    const matrix = cropMatrix(undefined, none, crop, image, 1, 1);
    expect(apply(matrix, -50, -25)).toEqual([-10, -20]);
    expect(apply(matrix, -40, -5)).toEqual([0, 0]);
  });

  it('scales to the output size', () => {
    expect(apply(cropMatrix(undefined, none, crop, image, 2, 2), -40, -5)).toEqual([0, 0]);
    expect(apply(cropMatrix(undefined, none, crop, image, 2, 2), 10, 15)).toEqual([100, 40]);
  });

  it('turns and mirrors around the image centre, and shifts', () => {
    const whole = { x1: 0, y1: 0, x2: 100, y2: 50 };
    // Turned a quarter clockwise, the image's top left corner lands right of the centre, above it.
    expect(apply(cropMatrix({ rotate: 90 }, none, whole, image, 1, 1), -50, -25)).toEqual([75, -25]);
    expect(apply(cropMatrix({ flipH: true }, none, whole, image, 1, 1), -50, -25)).toEqual([100, 0]);
    expect(apply(cropMatrix({ flipV: true, scale: 2 }, none, whole, image, 1, 1), -50, -25)).toEqual([-50, 75]);
    expect(apply(cropMatrix(undefined, { x: 5, y: 7 }, whole, image, 1, 1), -50, -25)).toEqual([5, 7]);
  });
});

describe('the shown image', () => {
  it('wraps quarter turns to 0–3', () => {
    expect([0, 1, 4, 5, -1, -6].map(quarterTurns)).toEqual([0, 1, 0, 1, 3, 2]);
  });

  it('swaps the sides on an odd number of quarter turns (EXIF and canvasRotation together)', () => {
    const size = { width: 40, height: 20 };
    expect(shownSize(size, upright, 0, null)).toEqual(size);
    expect(shownSize(size, upright, 1, null)).toEqual({ width: 20, height: 40 });
    expect(shownSize(size, { rotate: 1, flip: false }, 1, null)).toEqual(size);
  });

  it('pads to the aspect ratio with containWithinAspectRatio', () => {
    expect(shownSize({ width: 40, height: 20 }, upright, 0, 1)).toEqual({ width: 40, height: 40 });
    expect(shownSize({ width: 40, height: 20 }, upright, 0, 4)).toEqual({ width: 80, height: 20 });
  });

  it('needs a redraw only when turned, mirrored or padded', () => {
    const size = { width: 40, height: 20 };
    expect(needsRedraw(size, upright, 0, null)).toBe(false);
    expect(needsRedraw(size, upright, 4, null)).toBe(false);
    expect(needsRedraw(size, upright, 2, null)).toBe(true);
    expect(needsRedraw(size, { rotate: 0, flip: true }, 0, null)).toBe(true);
    expect(needsRedraw(size, upright, 0, 2)).toBe(false);
    expect(needsRedraw(size, upright, 0, 1)).toBe(true);
  });

  it('orientMatrix stands a sideways image upright on a canvas of the shown size', () => {
    // Stored lying on its left (EXIF 6): 40 wide, 20 high, shown 20 wide, 40 high.
    const matrix = orientMatrix({ rotate: 1, flip: false }, 0, { width: 20, height: 40 });
    expect(apply(matrix, -20, -10)).toEqual([20, 0]); // stored top left → shown top right
    expect(apply(matrix, 20, 10)).toEqual([0, 40]);
    const mirrored = orientMatrix({ rotate: 0, flip: true }, 0, { width: 40, height: 20 });
    expect(apply(mirrored, -20, -10)).toEqual([40, 0]);
    const turnedTwice = orientMatrix(upright, 2, { width: 40, height: 20 });
    expect(apply(turnedTwice, -20, -10)).toEqual([40, 20]);
  });
});

describe('offsetImagePosition', () => {
  // A 400 × 200 image padded to a 400 × 400 square (containWithinAspectRatio with aspectRatio 1), shown at 200 × 200.
  const loaded = (rotate = 0) =>
    ({
      original: { size: { width: 400, height: 200 } },
      transformed: { size: { width: 400, height: 400 } },
      exifTransform: { rotate, flip: false },
    }) as unknown as LoadedImage;

  it('takes half the padding off each side, so a frame over the padding reaches outside the image', () => {
    expect(offsetImagePosition({ x1: 0, y1: 0, x2: 200, y2: 200 }, { width: 200, height: 200 }, loaded(), 0)).toEqual({
      x1: 0,
      y1: -100,
      x2: 400,
      y2: 300,
    });
  });

  it('swaps the read image’s sides after a quarter turn, by canvasRotation or by EXIF', () => {
    const turned = { x1: -100, y1: 0, x2: 300, y2: 400 };
    expect(offsetImagePosition({ x1: 0, y1: 0, x2: 200, y2: 200 }, { width: 200, height: 200 }, loaded(), 1)).toEqual(turned);
    expect(offsetImagePosition({ x1: 0, y1: 0, x2: 200, y2: 200 }, { width: 200, height: 200 }, loaded(1), 0)).toEqual(turned);
    expect(offsetImagePosition({ x1: 0, y1: 0, x2: 200, y2: 200 }, { width: 200, height: 200 }, loaded(), -1)).toEqual(turned);
  });
});
