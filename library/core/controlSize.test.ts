import { renderHook } from '@testing-library/react';
import { controlSizePx, controlSizeWarning, isControlSize, useControlSize, type ControlSizeScale } from './controlSize.ts';

const SCALE: ControlSizeScale = { small: 14, default: 18, large: 22 };

describe('controlSizePx', () => {
  it.each([
    ['small', 14],
    ['default', 18],
    ['large', 22],
    [30, 30],
    [0.5, 0.5],
  ] as const)('gives %s as %s px', (size, px) => {
    expect(isControlSize(size, SCALE)).toBe(true);
    expect(controlSizePx(size, SCALE)).toBe(px);
  });

  it.each([0, -4, Number.NaN, Number.POSITIVE_INFINITY, 'huge', 'toString', undefined])(
    'falls back to the default step for %s',
    (size) => {
      expect(isControlSize(size, SCALE)).toBe(false);
      expect(controlSizePx(size as never, SCALE)).toBe(18);
    },
  );
});

describe('useControlSize', () => {
  it('warns once in development about a size it replaces, and again only when the size changes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, rerender } = renderHook(({ size }) => useControlSize(size as never, SCALE), {
      initialProps: { size: 'huge' as unknown },
    });
    expect(result.current).toBe(18);
    rerender({ size: 'huge' });
    expect(warn).toHaveBeenCalledExactlyOnceWith(controlSizeWarning('huge'));
    expect(controlSizeWarning('huge')).toBe(
      "Aquila UI: ngxSize must be 'small', 'default', 'large' or a positive number of pixels; got huge. The default size is used.",
    );
    rerender({ size: 'large' });
    expect(result.current).toBe(22);
    expect(warn).toHaveBeenCalledTimes(1);
    rerender({ size: -1 });
    expect(warn).toHaveBeenLastCalledWith(controlSizeWarning(-1));
  });
});
