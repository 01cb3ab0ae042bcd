import { watchWarnings } from '../../tests/unit/warnings.ts';
import { cssSize, cssSizeWarning, pxSize, readSize } from './cssSize.ts';

describe('readSize', () => {
  it.each([
    [200, 200],
    [0, 0],
    [12.5, 12.5],
    ['200', 200],
    ['200px', 200],
    [' 200PX ', 200],
    ['+12.5px', 12.5],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('%j is %s px', (value, px) => {
    expect(readSize(value)).toEqual({ kind: 'px', px });
  });

  it.each([
    ['30rem'],
    ['50%'],
    ['100dvh'],
    ['12.5em'],
    ['20ch'],
    ['10cqi'],
    ['auto'],
    ['none'],
    ['fit-content'],
    ['max-content'],
    ['calc(100% - 2rem)'],
    ['min(400px, 90vw)'],
    ['clamp(200px, 50%, 600px)'],
    ['var(--panel-width)'],
    ['var(--panel-width, 20rem)'],
  ])('%j is a CSS length, kept as written', (value) => {
    expect(readSize(value)).toEqual({ kind: 'length', css: value });
  });

  it.each([
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['-5px'],
    ['wide'],
    ['20 px'],
    ['px'],
    [''],
    ['calc(20px'],
    ['20furlongs'],
    [null],
    [{}],
    [true],
  ])('%j is no size', (value) => {
    expect(readSize(value)).toEqual({ kind: 'invalid' });
  });
});

describe('cssSize', () => {
  it('writes px as px and keeps other lengths, saying nothing', () => {
    const warn = watchWarnings();
    expect(cssSize(200, 'Drawer width')).toBe('200px');
    expect(cssSize('200', 'Drawer width')).toBe('200px');
    expect(cssSize('200px', 'Drawer width')).toBe('200px');
    expect(cssSize('30rem', 'Drawer width')).toBe('30rem');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is undefined, silently, for a prop not given', () => {
    const warn = watchWarnings();
    expect(cssSize(undefined, 'Drawer width')).toBeUndefined();
    expect(cssSize(null, 'Drawer width')).toBeUndefined();
    expect(cssSize('', 'Drawer width')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is undefined for a value that is no size, warning once per value', () => {
    const warn = watchWarnings();
    expect(cssSize('wide', 'Drawer width')).toBeUndefined();
    expect(cssSize('wide', 'Drawer width')).toBeUndefined();
    expect(cssSize(-3, 'Drawer width')).toBeUndefined();
    expect(warn.mock.calls).toEqual([[cssSizeWarning('Drawer width', 'wide')], [cssSizeWarning('Drawer width', -3)]]);
    expect(cssSizeWarning('Drawer width', 'wide')).toBe(
      'Aquila UI: Drawer width must be a number of pixels (200 or "200px") or a CSS length ("30rem", "50%"); got "wide". The default is used.',
    );
  });
});

describe('pxSize', () => {
  it('takes a number of pixels as a number or text, and anything else as the fallback, warning once', () => {
    const warn = watchWarnings();
    const warning = (value: unknown) => `bad ${String(value)}`;
    expect(pxSize('300', 100, warning)).toBe(300);
    expect(pxSize('300px', 100, warning)).toBe(300);
    expect(pxSize(300, 100, warning)).toBe(300);
    expect(warn).not.toHaveBeenCalled();
    expect(pxSize('30rem', 100, warning)).toBe(100);
    expect(pxSize('30rem', 100, warning)).toBe(100);
    expect(pxSize(Number.NaN, 100, warning)).toBe(100);
    expect(warn.mock.calls).toEqual([['bad 30rem'], ['bad NaN']]);
  });
});
