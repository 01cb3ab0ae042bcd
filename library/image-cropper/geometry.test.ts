import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import {
  fitPosition,
  initialPosition,
  movePosition,
  pinchPosition,
  rescalePosition,
  resizePosition,
  samePosition,
} from './geometry.ts';
import { frameRules } from './limits.ts';

const display = { width: 400, height: 300 };
const free = frameRules({ ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false }, display, display);
const square = frameRules(IMAGE_CROPPER_DEFAULTS, display, display);
const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });

describe('initialPosition', () => {
  it('covers the whole image without a ratio, and the largest centred square with ratio 1', () => {
    expect(initialPosition(free)).toEqual(box(0, 0, 400, 300));
    expect(initialPosition(square)).toEqual(box(50, 0, 350, 300));
  });

  it('centres a frame limited by a maximum', () => {
    const rules = frameRules({ ...IMAGE_CROPPER_DEFAULTS, cropperMaxWidth: 100 }, display, display);
    expect(initialPosition(rules)).toEqual(box(150, 100, 250, 200));
  });
});

describe('fitPosition', () => {
  it('orders corners, keeps the limits and the ratio, and moves the frame inside the image', () => {
    expect(fitPosition(box(300, 200, 100, 100), free)).toEqual(box(100, 100, 300, 200));
    expect(fitPosition(box(390, 10, 395, 12), free)).toEqual(box(380, 10, 400, 30));
    expect(fitPosition(box(0, 0, 100, 40), square)).toEqual(box(0, 0, 100, 100));
    expect(fitPosition(box(-50, 250, 50, 350), square)).toEqual(box(0, 200, 100, 300));
  });

  it('keeps the middle with anchor "center"', () => {
    expect(fitPosition(box(100, 100, 300, 200), square, 'center')).toEqual(box(100, 50, 300, 250));
  });
});

describe('movePosition', () => {
  it('moves by the pointer, stopping at the edges with the size kept', () => {
    expect(movePosition(box(10, 10, 110, 110), 30, 40, display)).toEqual(box(40, 50, 140, 150));
    expect(movePosition(box(10, 10, 110, 110), -50, 500, display)).toEqual(box(0, 200, 100, 300));
  });
});

describe('resizePosition', () => {
  const start = box(100, 100, 200, 200);

  it('moves one edge without a ratio, the opposite one staying', () => {
    expect(resizePosition(start, 'right', 50, 99, free)).toEqual(box(100, 100, 250, 200));
    expect(resizePosition(start, 'top', 99, -30, free)).toEqual(box(100, 70, 200, 200));
    expect(resizePosition(start, 'bottom-left', -20, 10, free)).toEqual(box(80, 100, 200, 210));
  });

  it('keeps the 20 px minimum, the image edges and the maximum', () => {
    expect(resizePosition(start, 'left', 95, 0, free)).toEqual(box(180, 100, 200, 200));
    expect(resizePosition(start, 'top-left', -500, -500, free)).toEqual(box(0, 0, 200, 200));
    const limited = frameRules({ ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false, cropperMaxWidth: 150 }, display, display);
    expect(resizePosition(start, 'right', 200, 0, limited)).toEqual(box(100, 100, 250, 200));
  });

  it('keeps the ratio: a corner follows the larger move and the opposite corner stays', () => {
    expect(resizePosition(start, 'bottom-right', 40, 10, square)).toEqual(box(100, 100, 240, 240));
    expect(resizePosition(start, 'top-left', -10, -30, square)).toEqual(box(70, 70, 200, 200));
  });

  it('keeps the ratio from an edge, growing the other side around the middle', () => {
    expect(resizePosition(start, 'right', 20, 0, square)).toEqual(box(100, 90, 220, 210));
    expect(resizePosition(start, 'bottom', 0, -40, square)).toEqual(box(120, 100, 180, 160));
  });

  it('stops a ratio-keeping corner where the image ends', () => {
    expect(resizePosition(start, 'bottom-right', 300, 300, square)).toEqual(box(100, 100, 300, 300));
  });
});

describe('pinchPosition', () => {
  it('scales around the middle within the limits', () => {
    expect(pinchPosition(box(100, 100, 200, 200), 1.5, square)).toEqual(box(75, 75, 225, 225));
    expect(pinchPosition(box(100, 100, 200, 200), 0.01, square)).toEqual(box(140, 140, 160, 160));
    expect(pinchPosition(box(100, 100, 200, 200), 10, square)).toEqual(box(0, 0, 300, 300));
  });
});

describe('rescalePosition and samePosition', () => {
  it('keeps the same part of the image on a resized display', () => {
    expect(rescalePosition(box(40, 30, 200, 150), display, { width: 200, height: 150 })).toEqual(box(20, 15, 100, 75));
  });

  it('compares to a hundredth of a pixel', () => {
    expect(samePosition(box(1, 2, 3, 4), box(1.004, 2, 3, 4))).toBe(true);
    expect(samePosition(box(1, 2, 3, 4), box(1.1, 2, 3, 4))).toBe(false);
    expect(samePosition(null, null)).toBe(true);
    expect(samePosition(box(1, 2, 3, 4), null)).toBe(false);
  });
});
