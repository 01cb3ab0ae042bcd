import { act, renderHook } from '@testing-library/react';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { staticMediaQueryList } from '../../tests/unit/media-query.ts';
import { usePresence } from './usePresence.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const animationEnd = (node: Element, animationName: string) =>
  node.dispatchEvent(Object.assign(new Event('animationend'), { animationName }));

function setup(animated: boolean) {
  const node = document.createElement('div');
  if (animated) mockCssAnimation((element) => (element === node ? { animationName: 'fade-out', animationDuration: '300ms' } : null));
  const hook = renderHook(({ open }) => usePresence(open, node), { initialProps: { open: true } });
  return { node, ...hook };
}

describe('usePresence', () => {
  it('stays mounted through the exit animation and leaves when it ends, not when another one does', () => {
    const { node, result, rerender } = setup(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
    act(() => animationEnd(node, 'fade-in'));
    expect(result.current).toBe(true);
    act(() => animationEnd(node, 'fade-out'));
    expect(result.current).toBe(false);
  });

  it('leaves after the animation’s duration when the browser never reports its end', () => {
    vi.useFakeTimers();
    const { result, rerender } = setup(true);
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('leaves at once without an exit animation, or when reduced motion is asked for', () => {
    const plain = setup(false);
    plain.rerender({ open: false });
    expect(plain.result.current).toBe(false);

    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, query.includes('reduced-motion')));
    const reduced = setup(true);
    reduced.rerender({ open: false });
    expect(reduced.result.current).toBe(false);
  });

  it('stays mounted when reopened during the exit', () => {
    vi.useFakeTimers();
    const { result, rerender } = setup(true);
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(150));
    rerender({ open: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});
