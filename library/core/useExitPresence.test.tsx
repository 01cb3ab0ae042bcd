import { act, renderHook } from '@testing-library/react';
import { useExitPresence, type ExitMotion } from './useExitPresence.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A 300 ms transition of opacity, whatever the element's style says. */
const fade = (): ExitMotion<'transition'> => ({ ms: 300, ends: (event) => event.propertyName === 'opacity' });
const still = () => null;

const transitionEvent = (type: string, propertyName: string) => Object.assign(new Event(type, { bubbles: true }), { propertyName });

function setup(exitMotion: typeof fade | typeof still) {
  const node = document.createElement('div');
  const hook = renderHook(({ open }) => useExitPresence(open, node, 'transition', exitMotion), { initialProps: { open: true } });
  return { node, ...hook };
}

describe('useExitPresence', () => {
  it('leaves on the end or the cancel of its own motion on the node, not of another or of a child’s', () => {
    for (const type of ['transitionend', 'transitioncancel']) {
      const { node, result, rerender } = setup(fade);
      const child = node.appendChild(document.createElement('span'));
      rerender({ open: false });
      act(() => void node.dispatchEvent(transitionEvent(type, 'color')));
      act(() => void child.dispatchEvent(transitionEvent(type, 'opacity')));
      expect(result.current).toBe(true);
      act(() => void node.dispatchEvent(transitionEvent(type, 'opacity')));
      expect(result.current).toBe(false);
    }
  });

  it('leaves once the motion’s duration has passed, and at once without a motion', () => {
    vi.useFakeTimers();
    const timed = setup(fade);
    timed.rerender({ open: false });
    act(() => vi.advanceTimersByTime(299));
    expect(timed.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(timed.result.current).toBe(false);

    const plain = setup(still);
    plain.rerender({ open: false });
    expect(plain.result.current).toBe(false);
  });
});
