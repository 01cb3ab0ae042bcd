import { act, renderHook } from '@testing-library/react';
import { staticMediaQueryList } from '../../tests/unit/media-query.ts';
import { useTransitionPresence } from './useTransitionPresence.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

type TransitionStyle = Pick<CSSStyleDeclaration, 'transitionProperty' | 'transitionDuration' | 'transitionDelay'>;

/** jsdom applies no stylesheet: `node` reports the transition its closed state would start. */
function mockTransition(node: Element, transition: TransitionStyle) {
  const real = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    return element === node && !pseudo ? ({ ...style, ...transition } as CSSStyleDeclaration) : style;
  });
}

const transitionEnd = (node: Element, propertyName: string) =>
  node.dispatchEvent(Object.assign(new Event('transitionend'), { propertyName }));

/** The expansion region's fold: its rows over 200 ms, then visibility flipped at the end. */
const FOLD: TransitionStyle = {
  transitionProperty: 'grid-template-rows, visibility',
  transitionDuration: '0.2s, 0s',
  transitionDelay: '0s, 0.2s',
};

function setup(transition: TransitionStyle | null, open = true) {
  const node = document.createElement('div');
  if (transition) mockTransition(node, transition);
  const hook = renderHook(({ open }) => useTransitionPresence(open, node), { initialProps: { open } });
  return { node, ...hook };
}

describe('useTransitionPresence', () => {
  it('mounts in the same render that opens, so the content is there when the transition starts', () => {
    const { result, rerender } = setup(FOLD, false);
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
  });

  it('stays mounted through the closing transition and leaves when the one that ends last ends', () => {
    const { node, result, rerender } = setup(FOLD);
    rerender({ open: false });
    expect(result.current).toBe(true);
    act(() => transitionEnd(node, 'color'));
    expect(result.current).toBe(true);
    act(() => transitionEnd(node, 'grid-template-rows'));
    expect(result.current).toBe(false);
  });

  it('ignores the end of a transition inside the element', () => {
    const { node, result, rerender } = setup(FOLD);
    const child = node.appendChild(document.createElement('button'));
    rerender({ open: false });
    act(() => {
      child.dispatchEvent(Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'grid-template-rows' }));
    });
    expect(result.current).toBe(true);
  });

  it('leaves after the longest duration and delay when the browser never reports the end', () => {
    vi.useFakeTimers();
    const { result, rerender } = setup({ transitionProperty: 'all', transitionDuration: '150ms', transitionDelay: '50ms' });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('leaves at once without a transition, or when reduced motion is asked for', () => {
    const plain = setup(null);
    plain.rerender({ open: false });
    expect(plain.result.current).toBe(false);

    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, query.includes('reduced-motion')));
    const reduced = setup(FOLD);
    reduced.rerender({ open: false });
    expect(reduced.result.current).toBe(false);
  });

  it('stays mounted when reopened while closing', () => {
    vi.useFakeTimers();
    const { result, rerender } = setup(FOLD);
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ open: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});
