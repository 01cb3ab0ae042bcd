import { keyAction } from './keyboard.ts';

const plain = { shiftKey: false, altKey: false };
const shift = { shiftKey: true, altKey: false };
const shiftAlt = { shiftKey: true, altKey: true };

describe('keyAction', () => {
  it.each([
    ['ArrowUp', 0, -3],
    ['ArrowRight', 3, 0],
    ['ArrowDown', 0, 3],
    ['ArrowLeft', -3, 0],
  ])('%s moves the frame by the step', (key, dx, dy) => {
    expect(keyAction(key, plain, 3)).toEqual({ kind: 'move', dx, dy });
  });

  it.each([
    ['ArrowUp', 'top', 'bottom', 0, -5],
    ['ArrowRight', 'right', 'left', 5, 0],
    ['ArrowDown', 'bottom', 'top', 0, 5],
    ['ArrowLeft', 'left', 'right', -5, 0],
  ])('Shift+%s moves the %s edge; with Alt the %s edge', (key, edge, opposite, dx, dy) => {
    expect(keyAction(key, shift, 5)).toEqual({ kind: 'resize', handle: edge, dx, dy });
    expect(keyAction(key, shiftAlt, 5)).toEqual({ kind: 'resize', handle: opposite, dx, dy });
  });

  it('Alt alone does not resize', () => {
    expect(keyAction('ArrowUp', { shiftKey: false, altKey: true }, 3)).toEqual({ kind: 'move', dx: 0, dy: -3 });
  });

  it('digits 1–9 set the step; 0 and other keys do nothing', () => {
    expect(keyAction('1', plain, 3)).toEqual({ kind: 'step', size: 1 });
    expect(keyAction('9', shift, 3)).toEqual({ kind: 'step', size: 9 });
    expect(keyAction('0', plain, 3)).toBeNull();
    expect(keyAction('Enter', plain, 3)).toBeNull();
    expect(keyAction('a', plain, 3)).toBeNull();
  });
});
